// React Router's default Node entry, plus this request's CSP nonce on every inline script React and
// React Router write (the streamed hydration data, <Scripts>, <ScrollRestoration>).
import { PassThrough } from 'node:stream'
import type { EntryContext, RouterContextProvider } from 'react-router'
import { createReadableStreamFromReadable } from '@react-router/node'
import { ServerRouter } from 'react-router'
import { isbot } from 'isbot'
import type { RenderToPipeableStreamOptions } from 'react-dom/server'
import { renderToPipeableStream } from 'react-dom/server'
import { CspNonce, cspNonceContext } from './lib/csp-nonce.ts'
import { coalesceWrites } from './lib/http/coalesce-writes.server.ts'
import { withoutModulePreloads } from './lib/http/without-module-preloads.server.ts'
import { installCatalogues } from './lib/i18n/catalogue.server.ts'

// Pages rendered here read their language's messages where the browser's script puts them (0813).
installCatalogues()

export const streamTimeout = 5_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  const nonce = readNonce(loadContext)

  return new Promise((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Bots get the whole page at once; browsers get the shell first and the rest streamed.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

    const { pipe, abort } = renderToPipeableStream(
      <CspNonce.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonce.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId) // the timer would keep this closure alive
              timeoutId = undefined
              callback()
            },
          })
          responseHeaders.set('Content-Type', 'text/html')
          const withoutPreloads = withoutModulePreloads() // decision 0412
          const coalesced = coalesceWrites()
          coalesced.pipe(withoutPreloads).pipe(body)
          pipe(coalesced)
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Shell errors reject and are logged by React Router; later ones only here.
          if (shellRendered) console.error(error)
        },
      },
    )
  })
}

/** The web server always sets it; tests that render without that server get no nonce. */
function readNonce(loadContext: RouterContextProvider | undefined): string | undefined {
  try {
    return loadContext?.get(cspNonceContext) || undefined
  } catch {
    return undefined
  }
}
