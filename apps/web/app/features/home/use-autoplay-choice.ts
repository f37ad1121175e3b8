// Whether the hero carousel rotates by itself: the shopper's own choice once they press pause or play
// (WCAG 2.2.2), otherwise on, unless they have asked their device for less motion.
import { useState, useSyncExternalStore } from 'react'

const LESS_MOTION = '(prefers-reduced-motion: reduce)'

function subscribe(changed: () => void) {
  const query = window.matchMedia?.(LESS_MOTION)
  query?.addEventListener('change', changed)
  return () => query?.removeEventListener('change', changed)
}
const lessMotion = () => window.matchMedia?.(LESS_MOTION).matches === true

export function useAutoplayChoice() {
  // The server (and hydration) assume motion is fine; the browser's answer follows right after.
  const reduced = useSyncExternalStore(subscribe, lessMotion, () => false)
  const [choice, setChoice] = useState<boolean | null>(null)
  const playing = choice ?? !reduced
  return { playing, toggle: () => setChoice(!playing) }
}
