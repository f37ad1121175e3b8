import type { ReactNode } from 'react'

/** Page width and gutters in one place: full-bleed on phones with 16 px gutters, 1280 px max. */
export function Page({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div className={`mx-auto w-full max-w-7xl space-y-8 px-4 py-6 md:px-6 md:py-10 ${className}`}>
      {children}
    </div>
  )
}
