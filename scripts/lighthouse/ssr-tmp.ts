import { writeFileSync } from 'node:fs'
import { startProductionServer } from './production-server.ts'
const server = await startProductionServer()
for (const [n, p] of [['product', '/product/kesar-and-clay-speckled-stoneware-planter'], ['home', '/'], ['listing', '/browse-all'], ['hi-product', '/hi/product/kesar-and-clay-speckled-stoneware-planter']]) {
  const html = await fetch(server.origin + p, { headers: { 'accept-encoding': 'identity' } }).then((r) => r.text())
  writeFileSync(`/tmp/page-${n}.html`, html)
}
await server.stop()
