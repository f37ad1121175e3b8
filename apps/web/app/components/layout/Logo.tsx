import { Link } from 'react-router'
import { useT } from '../../lib/i18n/use-t.ts'

/** The "haat" wordmark: lower-case Fraunces with a saffron dot, like a bindi over the market. */
export function Logo({ className = '' }: { className?: string }) {
  const t = useT()
  return (
    <Link
      to="/"
      aria-label={t('Haat home')}
      className={`inline-flex items-baseline rounded-md font-display text-[1.75rem] leading-none font-bold tracking-tight text-ink ${className}`}
    >
      haat
      <span aria-hidden="true" className="ml-0.5 inline-block size-2 rounded-full bg-saffron-500" />
    </Link>
  )
}
