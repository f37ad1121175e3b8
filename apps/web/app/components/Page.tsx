import type { ReactNode } from 'react'

const widths = { wide: 'max-w-7xl', narrow: 'max-w-3xl' }

/** Page width and gutters in one place: 16 px gutters on phones, 1280 px (or a reading column) max. */
export function Page({
  children,
  width = 'wide',
  className = '',
}: {
  children: ReactNode
  width?: keyof typeof widths
  className?: string
}) {
  return (
    <div className={`mx-auto w-full ${widths[width]} space-y-8 px-4 py-6 md:px-6 md:py-10 ${className}`}>
      {children}
    </div>
  )
}
