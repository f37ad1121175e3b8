// Tape uploads need Debian's ffmpeg (scripts/ensure-ffmpeg.sh installs it for scripts/test.sh): real
// clips are encoded here with ffmpeg's test source, then checked and given posters by storeTape.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, test } from 'vitest'
import { localMediaStore } from '../../src/media/local-media-store.ts'
import { isNineBySixteen, storeTape } from '../../src/media/tape-video.ts'

const dir = mkdtempSync(join(tmpdir(), 'haat-tapes-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const store = localMediaStore(join(dir, 'store'))

function clip(name: string, size: string, codecArgs = ['-c:v', 'libx264', '-pix_fmt', 'yuv420p']): Buffer {
  const out = join(dir, name)
  try {
    execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', `testsrc=size=${size}:rate=25:duration=2`, ...codecArgs, '-y', out])
  } catch (err) {
    throw new Error(`these tests need Debian's ffmpeg (apt-get install ffmpeg): ${(err as Error).message}`, { cause: err })
  }
  return readFileSync(out)
}

describe('storeTape', () => {
  test('a 9:16 H.264 MP4 is stored with a 540 px WebP poster and its duration', async () => {
    const tape = await storeTape(store, clip('ok.mp4', '540x960'))
    expect(tape).toMatchObject({ width: 540, height: 960, durationMs: 2000 })
    expect(tape.url).toMatch(/^\/media\/u\/tapes\/[0-9a-f]{20}\.mp4$/)
    const poster = await store.get(tape.thumbnailUrl.replace('/media/', ''))
    const chunks: Buffer[] = []
    for await (const c of poster!.body) chunks.push(c as Buffer)
    expect(await sharp(Buffer.concat(chunks)).metadata()).toMatchObject({ format: 'webp', width: 540, height: 960 })
    expect(await store.has(tape.url.replace('/media/', ''))).toBe(true)
  })

  test('a landscape clip is refused by the 9:16 check', async () => {
    await expect(storeTape(store, clip('wide.mp4', '960x540'))).rejects.toThrow(
      'is 960 × 540; tapes are 9:16 portrait (e.g. 1080 × 1920)',
    )
  })

  test('another codec or container is refused; so is what is not a video', async () => {
    await expect(storeTape(store, clip('vp9.webm', '540x960', ['-c:v', 'libvpx-vp9', '-b:v', '200k']))).rejects.toThrow(
      'upload an MP4 with H.264 video',
    )
    await expect(storeTape(store, Buffer.from('not a video at all'))).rejects.toThrow('is not a video ffmpeg can read')
  })

  test('without ffmpeg the upload is refused with a message saying how to install it', async () => {
    const missing = { ffmpeg: '/nonexistent/ffmpeg', ffprobe: '/nonexistent/ffprobe' }
    await expect(storeTape(store, clip('ok2.mp4', '540x960'), missing)).rejects.toThrow(
      'tapes need ffmpeg on the server (Debian: apt-get install ffmpeg); nothing was stored',
    )
  })

  test('9:16 allows 1 % for encoders that round', () => {
    expect(isNineBySixteen(1080, 1920)).toBe(true)
    expect(isNineBySixteen(720, 1278)).toBe(true)
    expect(isNineBySixteen(1080, 1080)).toBe(false)
  })
})
