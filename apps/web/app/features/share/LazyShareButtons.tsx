// The share buttons are not part of the product page's first JavaScript (150 KB budget, decision 0280):
// the server renders them (the WhatsApp link works before any script), the browser hydrates them once
// their chunk has loaded. The fallback only shows on client navigation: an empty row of the same height.
// Memoised: the page's updates at load pass them by while they are still the server's HTML (decision 0841).
import { lazy, memo, Suspense } from 'react'

const ShareButtons = lazy(() => import('./ShareButtons.tsx').then((m) => ({ default: m.ShareButtons })))

export const LazyShareButtons = memo(function LazyShareButtons(props: { text: string; path: string }) {
  return (
    <Suspense fallback={<div className="h-[3.75rem]" />}>
      <ShareButtons {...props} />
    </Suspense>
  )
})
