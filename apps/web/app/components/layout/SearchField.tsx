// The header search's label, icon and input, shared by the plain GET form (before the predictive
// search's chunk loads) and the combobox, so the two render the same box and hydrate onto each other.
// Kept lean: it is in every page's first JavaScript (product page budget 150 KB, decision 0280); type=search
// already gives phones their search key, so no enterKeyHint.
import { Search } from '../icon/icons.ts'
import type { InputHTMLAttributes } from 'react'
import { useT } from '../../lib/i18n/use-t.ts'

export function SearchField(props: InputHTMLAttributes<HTMLInputElement> & { id: string }) {
  const t = useT()
  return (
    <>
      <label htmlFor={props.id} className="sr-only">
        {t('Search products and brands')}
      </label>
      {/* lucide marks an icon without a label aria-hidden itself */}
      <Search className="pointer-events-none absolute top-1/2 left-4 size-4.5 -translate-y-1/2 text-ink-faint" />
      <input
        name="search"
        type="search"
        placeholder={t('Search kurtas, coffee, skincare…')}
        autoComplete="off"
        className="h-11 w-full rounded-full border border-line bg-card pr-4 pl-11 text-[15px] text-ink placeholder:text-ink-faint focus:border-saffron-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-saffron-500"
        {...props}
      />
    </>
  )
}
