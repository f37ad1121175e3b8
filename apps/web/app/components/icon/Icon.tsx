// An icon drawn from the sprite (decision 0809): the page holds an <svg> naming its symbol, not the
// paths. The outer <svg> carries lucide's attributes and classes, so size, colour and fill classes work
// as before: the symbol's paths inherit them.
import type { ReactElement } from 'react'
import type { IconName } from './icon-names.ts'
// A file of its own (not inlined as data: <use> does not read data URLs), hashed and cached for a year.
import sprite from './icon-sprite.svg?no-inline'

export type IconProps = {
  className?: string
  strokeWidth?: number
  /** A labelled icon is read out; an unlabelled one is hidden from assistive technology. */
  'aria-label'?: string
  'aria-hidden'?: boolean | 'true' | 'false'
}
export type IconComponent = ((props: IconProps) => ReactElement) & { displayName?: string }

export function iconComponent(name: IconName): IconComponent {
  const href = `${sprite}#${name}`
  const classes = `lucide lucide-${name}`
  const Icon: IconComponent = ({ className, strokeWidth = 2, ...aria }) => (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `${classes} ${className}` : classes}
      aria-hidden={aria['aria-label'] ? undefined : 'true'}
      role={aria['aria-label'] ? 'img' : undefined}
      {...aria}
    >
      <use href={href} />
    </svg>
  )
  Icon.displayName = `Icon(${name})`
  return Icon
}
