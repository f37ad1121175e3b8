// A read the browser makes once the page is up, for a part the server leaves out of its render
// (decisions 0811, 0839): waiting, then loaded or failed, with a retry after a failure.
import { useCallback, useEffect, useEffectEvent, useState } from 'react'

export type BrowserRead<T> =
  { status: 'waiting' } | { status: 'loaded'; value: T } | { status: 'failed'; error: unknown }

/** Reads when mounted and again when `key` changes (a primitive: a revalidated page showing the same
 *  thing reads nothing); `retry` reads again. An answer that lands after unmounting is dropped. */
export function useBrowserRead<T>(read: () => Promise<T>, key: string) {
  const [state, setState] = useState<BrowserRead<T>>({ status: 'waiting' })
  const [attempt, setAttempt] = useState(0)
  const start = useEffectEvent(read)
  useEffect(() => {
    let live = true
    setState({ status: 'waiting' })
    start().then(
      (value) => live && setState({ status: 'loaded', value }),
      (error: unknown) => live && setState({ status: 'failed', error }),
    )
    return () => {
      live = false
    }
  }, [key, attempt])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { state, retry }
}
