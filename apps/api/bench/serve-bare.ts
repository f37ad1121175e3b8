// Benchmark child: the ceiling for server-rendered pages. Fetches each given path once from the real
// store (compressed as for a browser) and answers it with those exact bytes and headers from a bare
// Fastify route: what serving the page would cost if rendering it were free.
import { request } from 'node:http'
import Fastify from 'fastify'
import { BROWSER_HEADERS } from './ttfb-load.ts'

const [origin, ...paths] = process.argv.slice(2)
type Saved = { body: Buffer; type: string; encoding?: string }

function fetchRaw(url: string): Promise<Saved> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: BROWSER_HEADERS }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`${url} answered ${res.statusCode}`))
        const encoding = res.headers['content-encoding']
        resolve({ body: Buffer.concat(chunks), type: String(res.headers['content-type']), encoding })
      })
    })
    req.on('error', reject)
    req.end()
  })
}

const saved = new Map<string, Saved>()
for (const path of paths) saved.set(path, await fetchRaw(origin + path))
const bare = Fastify()
bare.get('/*', (req, reply) => {
  const page = saved.get(req.url)
  if (!page) return reply.code(404).send()
  if (page.encoding) reply.header('content-encoding', page.encoding)
  return reply.type(page.type).send(page.body)
})
const address = await bare.listen({ host: '127.0.0.1', port: 0 })
process.send!({ address })
process.on('disconnect', async () => {
  await bare.close()
  process.exit(0)
})
