// What the server loads before its first request is resident on every instance whether it is used or not.
// sharp (libvips, ~29 MB resident) renders only the pictures operators upload or import, so it is loaded
// on first use (media/load-sharp.ts). Checked in a child process, whose native libraries are its own.
import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../../../..')

// Imports the whole server's modules (every route and service), optionally renders one picture, and
// prints the native libraries the process has loaded.
const probe = (thenRenderAPicture: boolean) => {
  const script = `
    await import('./apps/web/server/create-web-server.ts')
    if (${thenRenderAPicture}) {
      const { loadSharp } = await import('./apps/api/src/media/load-sharp.ts')
      const sharp = await loadSharp()
      await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } }).webp().toBuffer()
    }
    console.log(JSON.stringify(process.report.getReport().sharedObjects))
  `
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
  })
  return JSON.parse(out.trim().split('\n').at(-1)!) as string[]
}

const isLibvips = (file: string) => /libvips|sharp-[a-z0-9-]+\.node/.test(file)

describe('what the server loads at start', () => {
  it('sharp is not loaded until a picture is rendered', { timeout: 60_000 }, () => {
    expect(probe(false).filter(isLibvips)).toEqual([])
    // The same probe sees it once a picture is rendered: the check above can fail.
    expect(probe(true).filter(isLibvips).length).toBeGreaterThan(0)
  })
})
