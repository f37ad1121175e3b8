// Moves the feed (not the page) to a slide; instant when the shopper asked for reduced motion.
import { prefersReducedMotion } from './reduced-motion.ts'

export function scrollToSlide(scroller: HTMLElement | null, index: number): void {
  const slide = scroller?.children[index]
  if (!scroller || !(slide instanceof HTMLElement)) return
  scroller.scrollTo({ top: slide.offsetTop, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
}
