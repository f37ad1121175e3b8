import type { ComponentProps } from 'react'

/**
 * Embla's viewport. Always `relative overflow-hidden`: overflow clips an absolute descendant (a card's
 * sr-only text) only when the viewport is its containing block, and before Embla's transform makes the
 * track one, such text widened a phone page to 996 px while the carousel code was still loading.
 */
export function CarouselViewport({ className = '', ...props }: ComponentProps<'div'>) {
  return <div {...props} className={`relative overflow-hidden ${className}`.trim()} />
}
