// An uploaded tape (short shoppable video): checked with ffprobe (an MP4 with an H.264 picture, 9:16
// portrait, at most MAX_TAPE_SECONDS long), stored as it is, with a poster frame made by ffmpeg and sharp
// (540 px WebP, like the demo tapes' posters). Without ffmpeg on the server the upload is refused with a
// message saying how to install it. Names are the content's hash, as for pictures.
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { loadSharp } from './load-sharp.ts'
import { mediaUrl, type MediaStore } from './media-store.ts'

const run = promisify(execFile)
export const MAX_TAPE_SECONDS = 120
const POSTER_WIDTH = 540

export class TapeRefused extends Error {}
export type StoredTape = { url: string; thumbnailUrl: string; durationMs: number; width: number; height: number }
export type FfmpegTools = { ffmpeg: string; ffprobe: string }
const DEFAULT_TOOLS: FfmpegTools = { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' }

type Probe = {
  streams?: Array<{ codec_type?: string; codec_name?: string; width?: number; height?: number }>
  format?: { format_name?: string; duration?: string }
}

async function probe(path: string, tools: FfmpegTools): Promise<Probe> {
  try {
    const { stdout } = await run(tools.ffprobe, ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', path])
    return JSON.parse(stdout) as Probe
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT')
      throw new TapeRefused('tapes need ffmpeg on the server (Debian: apt-get install ffmpeg); nothing was stored')
    throw new TapeRefused('is not a video ffmpeg can read')
  }
}

/** 9:16 within 1 % (1080 × 1920, 720 × 1280, 540 × 960 …). */
export const isNineBySixteen = (width: number, height: number) =>
  width > 0 && Math.abs((width * 16) / (height * 9) - 1) <= 0.01

function checkTape(info: Probe) {
  const video = info.streams?.find((s) => s.codec_type === 'video')
  if (!video?.width || !video.height) throw new TapeRefused('has no video picture')
  if (!info.format?.format_name?.split(',').includes('mp4') || video.codec_name !== 'h264')
    throw new TapeRefused(`is ${video.codec_name ?? 'unknown'} in ${info.format?.format_name ?? 'an unknown container'}; upload an MP4 with H.264 video`)
  if (!isNineBySixteen(video.width, video.height))
    throw new TapeRefused(`is ${video.width} × ${video.height}; tapes are 9:16 portrait (e.g. 1080 × 1920)`)
  const seconds = Number(info.format.duration ?? 0)
  if (!(seconds > 0) || seconds > MAX_TAPE_SECONDS) throw new TapeRefused(`lasts ${seconds.toFixed(1)} s; tapes last up to ${MAX_TAPE_SECONDS} s`)
  return { width: video.width, height: video.height, seconds }
}

export async function storeTape(store: MediaStore, bytes: Buffer, tools: FfmpegTools = DEFAULT_TOOLS): Promise<StoredTape> {
  const dir = await mkdtemp(join(tmpdir(), 'haat-tape-'))
  try {
    const input = join(dir, 'upload')
    await writeFile(input, bytes)
    const { width, height, seconds } = checkTape(await probe(input, tools))
    const at = Math.min(1, seconds / 2).toFixed(2)
    const { stdout: frame } = await run(
      tools.ffmpeg,
      ['-v', 'error', '-ss', at, '-i', input, '-frames:v', '1', '-f', 'image2pipe', '-vcodec', 'png', '-'],
      { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
    )
    const sharp = await loadSharp()
    const poster = await sharp(frame).resize({ width: POSTER_WIDTH }).webp({ quality: 80 }).toBuffer()
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 20)
    const videoKey = `u/tapes/${hash}.mp4`
    const posterKey = `u/tapes/${hash}-poster-${POSTER_WIDTH}.webp`
    await store.put(posterKey, poster, 'image/webp')
    await store.put(videoKey, bytes, 'video/mp4')
    return { url: mediaUrl(videoKey), thumbnailUrl: mediaUrl(posterKey), durationMs: Math.round(seconds * 1000), width, height }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
