// npm run media: renders every committed demo file into media/ (product photos first: banners reuse them).
import { renderExtras } from './render-extras.ts'
import { renderProducts } from './render-products.ts'
import { renderTapes } from './render-tapes.ts'

const force = process.argv.includes('--force')
console.log(`product photos: ${await renderProducts({ force })}`)
await renderExtras()
console.log('icons, logos, banners, guide heroes, portraits, size charts: done')
console.log(`tapes: ${await renderTapes()}`)
