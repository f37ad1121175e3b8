import { ArrowRight } from './icon/icons.ts'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useT } from '../lib/i18n/use-t.ts'

type Props = { title: string; href?: string; linkLabel?: string; children: ReactNode }

/** A titled block of a page with an optional "See all" link. */
export function Section({ title, href, linkLabel = 'See all', children }: Props) {
  const t = useT()
  return (
    <section className="space-y-4">
      <div className="flex items-end justify-between gap-4">
        <h2 className="font-display text-2xl font-semibold md:text-3xl">{t(title)}</h2>
        {href && (
          <Link
            to={href}
            className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-saffron-700 hover:underline"
          >
            {t(linkLabel)} <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        )}
      </div>
      {children}
    </section>
  )
}
