import type { ReactNode } from 'react'

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-card border border-dashed border-line bg-card px-6 py-14 text-center">
      <p aria-hidden="true" className="text-4xl">
        🛍️
      </p>
      <p className="font-display text-xl font-semibold">{title}</p>
      {children && <div className="max-w-sm text-ink-soft">{children}</div>}
    </div>
  )
}
