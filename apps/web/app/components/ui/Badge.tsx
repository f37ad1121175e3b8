import type { ReactNode } from 'react'

export type BadgeTone = 'saffron' | 'leaf' | 'rani' | 'neel' | 'ink' | 'sand'

const tones: Record<BadgeTone, string> = {
  saffron: 'bg-saffron-100 text-saffron-700',
  leaf: 'bg-leaf-100 text-leaf-700',
  rani: 'bg-rani-50 text-rani-600',
  neel: 'bg-neel-900 text-white',
  ink: 'bg-ink text-paper',
  sand: 'bg-sand text-ink-soft',
}

export function Badge({
  tone = 'saffron',
  children,
  className = '',
}: {
  tone?: BadgeTone
  children: ReactNode
  className?: string
}) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide ${tones[tone]} ${className}`}
    >
      {children}
    </span>
  )
}
