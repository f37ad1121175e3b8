// A labelled text input with its message below, tied to it for screen readers.
import type { InputHTMLAttributes, ReactNode } from 'react'
import { useT } from '../../lib/i18n/use-t.ts'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
  id: string
  label: string
  error?: string
  hint?: ReactNode
  onValue: (value: string) => void
}

export const inputClasses = (invalid: boolean) =>
  `h-11 w-full rounded-xl border bg-card px-3 text-[0.9375rem] outline-none transition-colors focus:border-saffron-600 focus:ring-2 focus:ring-saffron-100 ${invalid ? 'border-rani-500' : 'border-line'}`

export function Field({ id, label, error, hint, onValue, className = '', ...input }: Props) {
  const t = useT()
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined
  return (
    <div className={`space-y-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold">
        {t(label)}
      </label>
      <input
        id={id}
        className={inputClasses(!!error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onValue(e.target.value)}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="text-xs font-semibold text-rani-600">
          {t(error)}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="text-xs text-ink-faint">
            {hint}
          </p>
        )
      )}
    </div>
  )
}
