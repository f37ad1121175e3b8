// The real API over a fresh test database, for UI tests that talk to it. Such a test file runs in the
// node environment (the API reads its own files through import.meta.url, which jsdom's transform
// changes) and installs jsdom itself only after the API is up; React is imported after that.
import { builtinEnvironments } from 'vitest/runtime'
import { build } from '../../../api/test/support/build.ts'
export * as factories from '../../../api/test/support/factories.ts'

export async function startRealApi(env: Parameters<typeof build>[0] = {}) {
  const api = await build(env)
  const dom = await builtinEnvironments.jsdom.setup(globalThis, { jsdom: { url: 'http://localhost:3000/' } })
  return { ...api, teardownDom: () => dom.teardown(globalThis) }
}
