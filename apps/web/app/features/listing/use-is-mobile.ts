// Below the spec's 768 px breakpoint. SSR (and the first client render) assume a wide screen, so swipe
// behaviour is only added after hydration and the markup always matches.
import { useSyncExternalStore } from 'react'
import { MOBILE_BREAKPOINT_PX } from '@haat/domain/constants/timings'

const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`

function subscribe(onChange: () => void) {
  const list = window.matchMedia?.(QUERY)
  list?.addEventListener('change', onChange)
  return () => list?.removeEventListener('change', onChange)
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(QUERY).matches ?? false,
    () => false,
  )
}
