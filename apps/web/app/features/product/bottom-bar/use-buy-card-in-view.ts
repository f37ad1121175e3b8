// Whether the buy card is on screen (the bottom bar shows only when it is not). A dozen lines over the
// browser's IntersectionObserver instead of react-intersection-observer: this hook is on the product
// page's first load, where the library cost ~1 KB of the 150 KB budget (decision 0281); the listing,
// binge and home keep the library.
import { useCallback, useEffect, useState } from 'react'

/** `rootMargin` trims the top by the sticky header: a card only peeking out under it is out of view. */
export function useBuyCardInView(rootMargin = '-120px 0px 0px 0px') {
  const [node, setNode] = useState<Element | null>(null)
  const [inView, setInView] = useState(true) // as the server renders it: no bar before hydration
  useEffect(() => {
    if (!node || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => setInView(!!entry?.isIntersecting), { rootMargin })
    observer.observe(node)
    return () => observer.disconnect()
  }, [node, rootMargin])
  return { ref: useCallback((el: Element | null) => setNode(el), []), inView }
}
