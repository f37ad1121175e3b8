// The pincode box's code is not part of the product page's first JavaScript (150 KB budget, decision
// 0280): the server renders it in full, and in the browser it hydrates once its chunk has loaded (the
// server's HTML stands until then). The fallback only shows on a page reached by client navigation,
// while the chunk loads: an empty box of the same height. Memoised: the page's updates at load (the
// shopper's vote read from storage) pass it by while it is still the server's HTML (decision 0841).
import { lazy, memo, Suspense } from 'react'

const PincodeCheck = lazy(() => import('./PincodeCheck.tsx').then((m) => ({ default: m.PincodeCheck })))

export const LazyPincodeCheck = memo(function LazyPincodeCheck() {
  return (
    <Suspense fallback={<div className="h-[7.25rem] rounded-2xl border border-line bg-paper" />}>
      <PincodeCheck />
    </Suspense>
  )
})
