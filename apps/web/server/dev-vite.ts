// `--dev`: Vite in middleware mode on the same HTTP server (HMR over Fastify's own socket).
import type { Server } from 'node:http'
import { WEB_ROOT } from './paths.ts'

export async function createViteDevServer(httpServer: Server) {
  const { createServer } = await import('vite')
  return createServer({
    root: WEB_ROOT,
    configFile: `${WEB_ROOT}/vite.config.ts`,
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: 'custom',
  })
}
