// Bottom sheet (vaul) for mobile pickers, or a side panel (direction="left"/"right") for menus.
import type { ReactNode } from 'react'
import { Drawer } from 'vaul'

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  /** Visually hidden title when the content has its own heading. */
  hideTitle?: boolean
  direction?: 'bottom' | 'left' | 'right'
  /** Open/close animation length (vaul's default is 500 ms; the variant sheet closes in 300 ms, §9). */
  durationMs?: number
  children: ReactNode
}

const panel = {
  bottom: 'inset-x-0 bottom-0 max-h-[90vh] rounded-t-3xl',
  left: 'inset-y-0 left-0 h-full w-[min(86vw,22rem)] rounded-r-3xl',
  right: 'inset-y-0 right-0 h-full w-[min(86vw,24rem)] rounded-l-3xl',
}

export function Sheet({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  direction = 'bottom',
  durationMs,
  children,
}: Props) {
  const timing = durationMs === undefined ? undefined : { animationDuration: `${durationMs}ms` }
  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange} direction={direction}>
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-50 bg-ink/50" style={timing} />
        <Drawer.Content
          aria-describedby={undefined}
          style={timing}
          className={`fixed z-50 flex flex-col bg-paper shadow-lift outline-none ${panel[direction]}`}
        >
          {direction === 'bottom' && (
            <div aria-hidden="true" className="mx-auto mt-3 h-1.5 w-12 rounded-full bg-line" />
          )}
          <Drawer.Title className={hideTitle ? 'sr-only' : 'px-5 pt-4 font-display text-xl font-semibold'}>
            {title}
          </Drawer.Title>
          <div className="flex-1 overflow-y-auto">{children}</div>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  )
}
