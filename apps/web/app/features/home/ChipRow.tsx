// A titled row of link chips on the home page: scrolls sideways on phones, wraps on wider screens.
import { Chip } from '../../components/ui/Chip.tsx'
import { useT } from '../../lib/i18n/use-t.ts'

type ChipLink = { key: string; to: string; label: string }

export function ChipRow({ id, title, chips }: { id: string; title: string; chips: readonly ChipLink[] }) {
  const t = useT()
  if (chips.length === 0) return null
  return (
    <section aria-labelledby={id} className="space-y-3" data-testid={id}>
      <h2 id={id} className="font-display text-2xl font-semibold md:text-3xl">
        {t(title)}
      </h2>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] md:mx-0 md:flex-wrap md:overflow-visible md:px-0">
        {chips.map((c) => (
          <li key={c.key}>
            <Chip to={c.to}>{c.label}</Chip>
          </li>
        ))}
      </ul>
    </section>
  )
}
