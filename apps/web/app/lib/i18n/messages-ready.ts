// Before React hydrates, the page's messages must be there (decisions 0813, 0815): the parser runs their
// script before the page's modules, so when they are missing here that script failed (a dropped
// connection on a phone). Hydrating without them would turn a Hindi page English and leave plural
// messages unformatted, for the life of the page. So the script is asked for once more, and the page
// hydrates when it has run, failed again, or after RETRY_WAIT_MS (still with the server's words on
// screen meanwhile).
import type { Locale } from './locale.ts'

const RETRY_WAIT_MS = 8_000

export function messagesReady(doc: Document): Promise<void> {
  const script = doc.querySelector<HTMLScriptElement>('script[src^="/i18n/"]')
  const locale = doc.documentElement.lang as Locale
  if (!script || globalThis.__haatMessages?.[locale]) return Promise.resolve()
  return new Promise((resolve) => {
    const retry = doc.createElement('script')
    retry.src = script.src
    retry.nonce = script.nonce
    retry.onload = retry.onerror = () => resolve()
    setTimeout(resolve, RETRY_WAIT_MS)
    doc.body.append(retry)
  })
}
