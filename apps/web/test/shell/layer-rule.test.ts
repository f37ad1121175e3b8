// @vitest-environment node
// The web app's one-way layers are enforced by lint (eslint.config.js, import-x/no-restricted-paths):
// an upward import, a feature reaching into another feature's insides, and a feature importing a route
// all fail; imports down the layers and through a named public entry pass.
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { beforeAll, expect, test } from 'vitest'

const root = fileURLToPath(new URL('../../../../', import.meta.url))
let eslint: ESLint
beforeAll(() => {
  eslint = new ESLint({ cwd: root })
})

async function layerErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/web/app/${file}` })
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message)
}

test.each([
  ['components/Probe.ts', "import { useSignIn } from '../features/auth/use-sign-in.ts'"],
  ['store/probe.ts', "import { UpvoteButton } from '../features/upvote/UpvoteButton.tsx'"],
  ['lib/probe.ts', "import { SiteShell } from '../shell/SiteShell.tsx'"],
  ['features/listing/probe.ts', "import { loader } from '../../routes/_index.server.ts'"],
  ['features/listing/probe.ts', "import { voteFailed } from '../upvote/vote-failed.ts'"],
  ['features/orders/probe.ts', "import { signOut } from '../auth/sign-out.ts'"],
])('%s: `%s` fails lint', async (file, code) => {
  expect(await layerErrors(file, `${code}\nexport const probe = 1\n`)).toHaveLength(1)
})

test.each([
  ['features/listing/probe.ts', "import { useUpvote } from '../upvote/use-upvote.ts'"],
  ['features/listing/probe.ts', "import { cartActions } from '../../store/cart-slice.ts'"],
  ['shell/probe.ts', "import { AccountMenu } from '../features/auth/AccountMenu.tsx'"],
  ['routes/probe.ts', "import { ProductView } from '../features/product/ProductView.tsx'"],
])('%s: `%s` is allowed', async (file, code) => {
  expect(await layerErrors(file, `${code}\nexport const probe = 1\n`)).toEqual([])
})
