// The header account entry's look, shared by the menu and its stand-in while the menu's code loads.
export const accountPill =
  'inline-flex h-11 items-center gap-2 rounded-full px-2.5 text-sm font-semibold text-ink transition-colors hover:bg-sand md:px-3.5'

/** The initial in a saffron circle, and the first name beside it from 768 px. Both are for the eye: the
 *  element holding them names the account for screen readers (WCAG 2.5.3: no label the text contradicts). */
export function Initial({ name }: { name: string }) {
  const firstName = name.split(/\s+/)[0] || name
  return (
    <>
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-full bg-saffron-700 font-display text-base text-white"
      >
        {firstName.charAt(0).toUpperCase()}
      </span>
      <span aria-hidden="true" className="hidden max-w-28 truncate md:inline">
        {firstName}
      </span>
    </>
  )
}
