// Renders the tapes: 6 s, 540 × 960 (9:16) H.264 clips with a quiet generated audio pad, made from two
// stills of the product (slow zoom, cross-fade, product name and price), plus a WebP poster each.
// Needs Debian's ffmpeg; the clips are committed, so nothing at run time needs it.
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'
import { draftProduct, type ProductDraft } from '../../apps/api/src/seed/catalogue/draft-product.ts'
import { tapeProductIndexes } from '../../apps/api/src/seed/catalogue/guide-and-tape-rows.ts'
import { DEMO_SEED } from '../../apps/api/src/seed/demo-constants.ts'
import { tapePosterUrl, tapeVideoUrl } from '../../apps/api/src/seed/media-urls.ts'
import { pastel, shade } from './lib/colour.ts'
import { mediaPath, runPool, WEBP_QUALITY } from './lib/encode.ts'
import { productSvgs } from './render-products.ts'

const run = promisify(execFile)
const TITLE_FONT = '/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf'
const PRICE_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf' // has the ₹ sign
const CHORDS = [220, 196, 246.94, 174.61, 261.63]

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`

/** Wraps a title onto at most two lines of ~20 characters. */
function wrap(title: string): string {
  const words = title.split(' ')
  const lines = ['']
  for (const w of words) {
    const last = lines.length - 1
    if ((lines[last] + ' ' + w).trim().length > 20 && lines[last] && lines.length < 2) lines.push(w)
    else lines[last] = `${lines[last]} ${w}`.trim()
  }
  return lines.join('\n')
}

/** A 1080 × 1920 still: the product shot on a tinted backdrop, space below for the captions. */
async function still(d: ProductDraft, svg: string, file: string) {
  const bg = pastel(d.brand.colour, 0.55)
  const backdrop = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1920"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${shade(bg, 0.2)}"/><stop offset="1" stop-color="${shade(d.brand.colour, -0.35)}"/></linearGradient></defs>
    <rect width="1080" height="1920" fill="url(#g)"/></svg>`
  const shot = await sharp(Buffer.from(svg)).resize(1000, 1000).png().toBuffer()
  await sharp(Buffer.from(backdrop)).composite([{ input: shot, left: 40, top: 300 }]).png().toFile(file)
}

async function renderTape(d: ProductDraft, n: number) {
  const dir = mkdtempSync(join(tmpdir(), 'haat-tape-'))
  try {
    const svgs = productSvgs(d)
    await still(d, svgs[0]!, join(dir, 'a.png'))
    await still(d, svgs[svgs.length - 1]!, join(dir, 'b.png'))
    writeFileSync(join(dir, 'title.txt'), wrap(d.title))
    writeFileSync(join(dir, 'brand.txt'), d.brand.name)
    writeFileSync(join(dir, 'price.txt'), d.offer ? `${rupees(d.price)} · Upvote for discount` : rupees(d.price))
    const root = CHORDS[n % CHORDS.length]!
    const pad = `aevalsrc='(0.05*sin(2*PI*${root}*t)+0.035*sin(2*PI*${root * 1.26}*t)+0.03*sin(2*PI*${root * 1.498}*t))*(0.75+0.25*sin(2*PI*0.5*t))':s=44100:d=6`
    const zoom = (dirn: 'in' | 'out') =>
      `zoompan=z='${dirn === 'in' ? 'min(1+0.0014*on,1.15)' : 'max(1.15-0.0014*on,1)'}':d=90:x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':s=540x960:fps=25`
    const text = (file: string, font: string, size: number, y: string, extra = '') =>
      `drawtext=textfile=${join(dir, file)}:fontfile=${font}:fontsize=${size}:fontcolor=white:x=(w-tw)/2:y=${y}:line_spacing=8:shadowcolor=black@0.45:shadowx=2:shadowy=2${extra}`
    const graph = [
      `[0:v]${zoom('in')}[v0]`,
      `[1:v]${zoom('out')}[v1]`,
      `[v0][v1]xfade=transition=fade:duration=1.2:offset=2.4,` +
        [
          text('brand.txt', TITLE_FONT, 24, '60', ":box=1:boxcolor=black@0.3:boxborderw=12:alpha='min(1,t/0.5)'"),
          text('title.txt', TITLE_FONT, 40, 'h-250', ":alpha='min(1,max(0,(t-0.3)/0.6))'"),
          text('price.txt', PRICE_FONT, 28, 'h-130', ":box=1:boxcolor=0xf06a1d@0.9:boxborderw=14:alpha='min(1,max(0,(t-0.8)/0.6))'"),
        ].join(',') +
        ',format=yuv420p[v]',
      `[2:a]afade=t=in:d=0.8,afade=t=out:st=5:d=1[a]`,
    ].join(';')
    const out = mediaPath(tapeVideoUrl(d.slug))
    await run('ffmpeg', [
      '-y', '-loglevel', 'error', '-i', join(dir, 'a.png'), '-i', join(dir, 'b.png'), '-f', 'lavfi', '-i', pad,
      '-filter_complex', graph, '-map', '[v]', '-map', '[a]', '-t', '6',
      '-c:v', 'libx264', '-preset', 'slow', '-profile:v', 'high', '-crf', '21', '-maxrate', '700k', '-bufsize', '1400k',
      '-c:a', 'aac', '-b:a', '48k', '-movflags', '+faststart', out,
    ])
    await run('ffmpeg', ['-y', '-loglevel', 'error', '-ss', '1.6', '-i', out, '-frames:v', '1', join(dir, 'poster.png')])
    await sharp(join(dir, 'poster.png')).webp({ quality: WEBP_QUALITY }).toFile(mediaPath(tapePosterUrl(d.slug)))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export async function renderTapes() {
  mkdirSync(mediaPath('tapes'), { recursive: true })
  const now = new Date('2026-01-01T00:00:00Z')
  const drafts = tapeProductIndexes()
    .map((i) => draftProduct(DEMO_SEED, i, now))
    .filter((d) => !process.env.ONLY_TAPE || d.slug.includes(process.env.ONLY_TAPE))
  await runPool(drafts.map((d, n) => () => renderTape(d, n)), 2)
  return drafts.length
}

if (import.meta.main) console.log(`rendered ${await renderTapes()} tapes`)
