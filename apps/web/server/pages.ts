// React Router SSR in its own encapsulated scope: it takes every URL the API and files did not claim.
// Production serves build/ (hashed assets cached for a year); --dev runs Vite in middleware mode.
import { fastifyReactRouter } from '@mcansh/react-router-fastify'
import type { FastifyInstance } from 'fastify'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from 'react-router'
import type { RunnableDevEnvironment, ViteDevServer } from 'vite'
import type { Db } from '@haat/api/db/client'
import { BUILD_CLIENT_DIR, BUILD_SERVER_ENTRY } from './paths.ts'
import { makeGetLoadContext } from './load-context.ts'
import { referralArrival } from './referral-arrival.ts'
import { pageCache, type PageCacheOptions } from './page-cache/page-cache.ts'
import { hindiPages } from './hindi-pages.ts'
import { IMMUTABLE_FOR_A_YEAR } from '@haat/api/http/cache-control'

const SERVER_BUILD_ID = 'virtual:react-router/server-build'

type Options = {
  publicOrigin: string | undefined
  vite?: ViteDevServer
  pageCache: PageCacheOptions
  db: Db
}

export async function pages(scope: FastifyInstance, { publicOrigin, vite, pageCache: cache, db }: Options) {
  referralArrival(scope, db) // before the page cache: an arrival through a shared link is counted
  await pageCache(scope, cache) // stored copies of shared pages are sent before React Router runs
  if (vite) {
    const { default: middie } = await import('@fastify/middie')
    await scope.register(middie)
    scope.use(vite.middlewares)
  }
  const getLoadContext = makeGetLoadContext(scope, publicOrigin)
  // Production reads the build once: given a function, React Router derives its routes and request
  // handler from the build again on every request (~2 % of a first render's main thread). Vite's dev
  // server hands out a new build after each edit.
  const build = vite
    ? () => (vite.environments.ssr as RunnableDevEnvironment).runner.import<ServerBuild>(SERVER_BUILD_ID)
    : ((await import(pathToFileURL(BUILD_SERVER_ENTRY).href)) as ServerBuild)
  // /hi/…: the same pages in Hindi (decision 0790).
  await scope.register(hindiPages, { build, mode: vite ? 'development' : 'production', getLoadContext })
  await scope.register(fastifyReactRouter, {
    devServer: vite,
    serverBuildPath: BUILD_SERVER_ENTRY,
    clientBuildDirectory: BUILD_CLIENT_DIR,
    mode: vite ? 'development' : 'production',
    build,
    assetCacheControl: IMMUTABLE_FOR_A_YEAR,
    fileCacheControl: 'public, max-age=3600',
    getLoadContext,
  })
}
