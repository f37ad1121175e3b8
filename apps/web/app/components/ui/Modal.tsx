// Centered dialog (Radix): focus trap, Escape to close, scroll lock, labelled by its title.
import * as Dialog from '@radix-ui/react-dialog'
import { X } from '../icon/icons.ts'
import type { ReactNode } from 'react'
import { useT } from '../../lib/i18n/use-t.ts'

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: string
  children: ReactNode
  className?: string
}

export function Modal({ open, onOpenChange, title, description, children, className = '' }: Props) {
  const t = useT()
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-[2px]" />
        <Dialog.Content
          className={`fixed top-1/2 left-1/2 z-50 max-h-[85vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-card p-6 shadow-lift ${className}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-2xl font-semibold">{title}</Dialog.Title>
            <Dialog.Close className="-m-2 rounded-full p-2 hover:bg-sand" aria-label={t('Close')}>
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          {description && (
            <Dialog.Description className="mb-4 text-ink-soft">{description}</Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
