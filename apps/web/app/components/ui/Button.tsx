import type { ButtonHTMLAttributes } from 'react'
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button.ts'

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize }

export function Button({ variant, size, className = '', type = 'button', ...rest }: Props) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...rest} />
}
