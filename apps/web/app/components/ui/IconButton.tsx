import type { ButtonHTMLAttributes, ReactNode } from 'react'

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** Required: an icon alone says nothing to a screen reader. */
  label: string
  children: ReactNode
}

export function IconButton({ label, className = '', type = 'button', children, ...rest }: Props) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={`relative inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-sand ${className}`}
      {...rest}
    >
      {children}
    </button>
  )
}
