// Button looks shared by <button>, <Link> and <a>, so a link that acts like a button looks like one.
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'dark' | 'leaf' | 'rani'
export type ButtonSize = 'sm' | 'md' | 'lg'

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 ' +
  'select-none whitespace-nowrap'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-saffron-700 text-white hover:bg-saffron-800 shadow-sm',
  secondary: 'border border-line bg-card text-ink hover:border-ink-faint hover:bg-sand',
  ghost: 'text-ink hover:bg-sand',
  dark: 'bg-ink text-paper hover:bg-ink-soft',
  leaf: 'bg-leaf-600 text-white hover:bg-leaf-700',
  rani: 'bg-rani-600 text-white hover:bg-rani-500',
}

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-5 text-[0.9375rem]',
  lg: 'h-13 px-7 text-base',
}

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = '') {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim()
}
