// Small real videos made with ffmpeg at test time (the tests need ffmpeg, as the upload does): an H.264
// MP4 of the given size, one second of the test pattern. 180 × 320 is 9:16; 320 × 180 is not.
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

export async function makeMp4(width: number, height: number, seconds = 1): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'haat-mp4-'))
  try {
    const out = join(dir, 'tape.mp4')
    await run('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', `testsrc=size=${width}x${height}:rate=12`],
      ...['-t', String(seconds), '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', out],
    ])
    return await readFile(out)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
