import './lib/zod-without-eval.ts'
import { lazy, Suspense, type ReactNode } from 'react'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
} from 'react-router'
import type { Route } from './+types/root.ts'
import appCss from './app.css?url'
import { SiteShell } from './shell/SiteShell.tsx'
import { LazySearchCombobox } from './features/search/LazySearchCombobox.tsx'
import { useRootData } from './components/layout/use-root-data.ts'
import { useCspNonce } from './lib/csp-nonce.ts'
import { fontFaceCss } from './lib/fonts.ts'
import { pageMeta } from './lib/seo/meta.ts'

import { StoreProvider } from './store/store-provider.tsx'

export { loader } from './root.server.ts'

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
]

// The service worker (scripts/build-sw.ts, decision 0784), registered by a few inline bytes after the
// page has loaded: no module of its own in any page's JavaScript. Production builds only (dev has none).
const REGISTER_SW =
  "if('serviceWorker'in navigator)addEventListener('load',()=>navigator.serviceWorker.register('/sw.js').catch(()=>{}))"

// A loader's error is shown by the root's ErrorBoundary, and only the root's meta then applies: the
// error page still needs a title (and stays out of search indexes).
export const meta: Route.MetaFunction = (args) => {
  if (!args.error) return []
  const notFound = isRouteErrorResponse(args.error) && args.error.status === 404
  return pageMeta(args, { title: notFound ? 'Page not found' : 'Page Error', noindex: true })
}

// Categories and the origin do not change with navigation: keep the root loader off the hot path.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod !== 'GET' ? defaultShouldRevalidate : false

/** Wraps both the page and the error page, so the shell (and the store) survive a failing route. */
export function Layout({ children }: { children: ReactNode }) {
  const nonce = useCspNonce() // inline scripts run only with this request's nonce (CSP)
  const data = useRootData() as
    | (ReturnType<typeof useRootData> & { state?: object; fontCss?: string; messagesScript?: string })
    | undefined
  return (
    <html lang={data?.locale ?? 'en-IN'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#fffaf3" />
        {/* With a precedence React writes it at the top of <head> (after the LCP image's preload): the
            one stylesheet that blocks the first paint is asked for before anything else. */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <style dangerouslySetInnerHTML={{ __html: fontFaceCss + (data?.fontCss ?? '') }} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh antialiased">
        <StoreProvider state={data?.state}>
          <SiteShell searchBox={LazySearchCombobox}>{children}</SiteShell>
        </StoreProvider>
        <ScrollRestoration nonce={nonce} />
        {/* The page's messages (decisions 0813, 0815): a plain script just before the router's, so the
            parser runs it before it even sees the page's modules (theirs is async: a deferred script
            could run after hydration, leaving words unformatted). The page above it is already painted. */}
        {data?.messagesScript && <script src={data.messagesScript} nonce={nonce} />}
        <Scripts nonce={nonce} />
        {import.meta.env.PROD && <script nonce={nonce} dangerouslySetInnerHTML={{ __html: REGISTER_SW }} />}
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

// Error pages load on demand: every first visit downloads the shell, few ever show one of these.
const NotFound = lazy(() => import('./components/NotFound.tsx').then((m) => ({ default: m.NotFound })))
const PageError = lazy(() => import('./components/PageError.tsx').then((m) => ({ default: m.PageError })))

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText || 'Something went wrong'}`
    : error instanceof Error
      ? error.message
      : 'Something went wrong while showing this page.'
  return (
    <Suspense fallback={null}>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <NotFound />
      ) : (
        <PageError message={message} stack={error instanceof Error ? error.stack : undefined} />
      )}
    </Suspense>
  )
}
