import type { ReactNode } from 'react'

/** Long-form text (about, terms, privacy): readable line length and rhythm; styles in app.css. */
export function Prose({ children }: { children: ReactNode }) {
  return <div className="prose-haat">{children}</div>
}
