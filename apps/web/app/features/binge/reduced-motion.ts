/** The shopper asked for less motion: no autoplaying previews, no rotating strips, no smooth jumps. */
export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
