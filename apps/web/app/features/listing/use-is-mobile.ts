// Below the spec's 768 px breakpoint. SSR (and the first client render) assume a wide screen, so swipe
// behaviour is only added after hydration and the markup always matches.
import { MOBILE_BREAKPOINT_PX } from '@haat/domain/constants/timings'
import { useMediaQuery } from '../../lib/use-media-query.ts'

const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`

export function useIsMobile(): boolean {
  return useMediaQuery(QUERY)
}
