// Spec §4/§9 upvote celebration: confetti for 3 s, 200 particles (the buy card asks for 300).
// canvas-confetti is loaded only when a vote succeeds, and never for shoppers who prefer less motion.
import { CONFETTI_MS, CONFETTI_PARTICLES } from '@haat/domain/constants/timings'

export type CelebrateOptions = { particles?: number; durationMs?: number }

// Haat saffron, rani, leaf and gold.
const COLOURS = ['#f06a1d', '#d6246e', '#16803c', '#fbbf24', '#ffc999']
const BURST_EVERY_MS = 250

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  )
}

/** Bursts from both lower corners, spread over the duration; resolves when the last burst is fired. */
export async function celebrate({
  particles = CONFETTI_PARTICLES,
  durationMs = CONFETTI_MS,
}: CelebrateOptions = {}) {
  if (typeof window === 'undefined' || prefersReducedMotion()) return
  const { default: confetti } = await import('canvas-confetti')
  const bursts = Math.max(1, Math.floor(durationMs / BURST_EVERY_MS))
  // Half the particles in the opening burst, the rest spread over the remaining bursts.
  const opening = Math.ceil(particles / 2)
  const perBurst = bursts > 1 ? Math.max(1, Math.round((particles - opening) / (bursts - 1))) : 0
  const fire = (count: number) => {
    for (const x of [0.15, 0.85]) {
      void confetti({
        particleCount: Math.ceil(count / 2),
        spread: 70,
        startVelocity: 45,
        angle: x < 0.5 ? 60 : 120,
        origin: { x, y: 0.8 },
        colors: COLOURS,
        zIndex: 60,
        disableForReducedMotion: true,
      })
    }
  }
  fire(opening)
  for (let i = 1; i < bursts; i++) {
    await new Promise((resolve) => setTimeout(resolve, BURST_EVERY_MS))
    fire(perBurst)
  }
}
