// Whether the hero carousel rotates by itself: the shopper's own choice once they press pause or play
// (WCAG 2.2.2), otherwise on, unless they have asked their device for less motion.
import { useState } from 'react'
import { useMediaQuery } from '../../lib/use-media-query.ts'

export function useAutoplayChoice() {
  // The server (and hydration) assume motion is fine; the browser's answer follows right after.
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)')
  const [choice, setChoice] = useState<boolean | null>(null)
  const playing = choice ?? !reduced
  return { playing, toggle: () => setChoice(!playing) }
}
