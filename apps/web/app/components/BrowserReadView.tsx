// What a part read by the browser shows (decisions 0811, 0839): its placeholder while the read waits,
// the data fallback with a retry if it failed, the part once loaded; an empty list tells the slot
// (WhenNear's onEmpty) so no gap is left.
import { useEffect, type ReactNode } from 'react'
import type { BrowserRead } from '../lib/api/use-browser-read.ts'
import { DataFallback } from './DataFallback.tsx'

type Props<T extends readonly unknown[]> = {
  read: { state: BrowserRead<T>; retry: () => void }
  placeholder: ReactNode
  onEmpty: () => void
  children: (value: T) => ReactNode
}

export function BrowserReadView<T extends readonly unknown[]>({
  read,
  placeholder,
  onEmpty,
  children,
}: Props<T>) {
  const { state, retry } = read
  const empty = state.status === 'loaded' && state.value.length === 0
  useEffect(() => {
    if (empty) onEmpty()
  }, [empty, onEmpty])
  if (state.status === 'failed') return <DataFallback error={state.error} onRetry={retry} />
  if (state.status === 'waiting') return placeholder
  return children(state.value)
}
