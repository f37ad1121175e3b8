// Whether the buy card is on screen (the bottom bar shows only when it is not). A dozen lines over the
// browser's IntersectionObserver instead of react-intersection-observer: this hook is on the product
// page's first load, where the library cost ~1 KB of the 150 KB budget (decision 0281); the listing,
// binge and home keep the library.
import { startTransition, useEffect, useRef, useState } from 'react'

/** A ref object, not a callback ref that keeps the node in state: state set while React commits is a
 *  synchronous update, which re-rendered the whole product page in the hydration's own task and forced
 *  its lazy parts to hydrate there too (docs/performance.md, the hydration task). */
export function useBuyCardInView(rootMargin = '-120px 0px 0px 0px') {
  // rootMargin trims the top by the sticky header: a card only peeking out under it is out of view.
  const ref = useRef<HTMLElement>(null)
  const [inView, setInView] = useState(true) // as the server renders it: no bar before hydration
  useEffect(() => {
    const node = ref.current
    if (!node || typeof IntersectionObserver === 'undefined') return
    // A transition: on a phone the first observation (the card below the gallery, out of view) lands
    // while the page's lazy parts are still the server's HTML; an urgent update made React throw that
    // HTML away and draw them again (decision 0841), a transition waits for them to hydrate.
    const observer = new IntersectionObserver(
      ([entry]) => startTransition(() => setInView(!!entry?.isIntersecting)),
      { rootMargin },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [rootMargin])
  return { ref, inView }
}
