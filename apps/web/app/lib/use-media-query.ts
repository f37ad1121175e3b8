// Whether a CSS media query matches, for behaviour only the browser can decide (swipe on phones, less
// motion). The server and the hydrating render assume `false`; the browser's answer follows from an
// effect as a transition. Not useSyncExternalStore: its hydration mismatch is repaired by a synchronous
// re-render of every reader in the hydration's own task (decision 0793; on a phone, 16 home-page cards).
import { startTransition, useEffect, useState } from 'react'

export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false)
  useEffect(() => {
    const list = window.matchMedia?.(query)
    if (!list) return
    const update = () => startTransition(() => setMatches(list.matches))
    update()
    list.addEventListener('change', update)
    return () => list.removeEventListener('change', update)
  }, [query])
  return matches
}
