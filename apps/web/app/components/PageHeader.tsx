import type { ReactNode } from 'react'
import { useT } from '../lib/i18n/use-t.ts'

type Props = { eyebrow?: string; title: string; children?: ReactNode; className?: string }

/** The heading block every page starts with: one h1, an optional eyebrow and a short intro. */
export function PageHeader({ eyebrow, title, children, className = '' }: Props) {
  const t = useT()
  return (
    <header className={`space-y-2 ${className}`}>
      {eyebrow && (
        <p className="text-xs font-bold tracking-[0.18em] text-saffron-700 uppercase">{t(eyebrow)}</p>
      )}
      <h1 className="font-display text-3xl leading-tight font-semibold text-balance md:text-[2.625rem]">
        {t(title)}
      </h1>
      {children && <div className="max-w-2xl text-ink-soft md:text-lg">{children}</div>}
    </header>
  )
}
