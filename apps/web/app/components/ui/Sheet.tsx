// Bottom sheet for mobile pickers, or a side panel (direction="left"/"right") for menus: a Radix Dialog
// (focus trap, Escape and the backdrop close it, scroll lock, labelled by its title) that slides in and
// out from its edge (keyframes in app.css) and can be dragged back to it to close (decision 0722).
import * as Dialog from '@radix-ui/react-dialog'
import { useEffect, type CSSProperties, type ReactNode } from 'react'
import { useDragToClose, type SheetSide } from './use-drag-to-close.ts'

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  /** Visually hidden title when the content has its own heading. */
  hideTitle?: boolean
  direction?: SheetSide
  /** Open/close animation length: 500 ms unless given (the variant sheet closes in 300 ms, §9). */
  durationMs?: number
  children: ReactNode
}

const SHEET_MS = 500

const panel = {
  bottom: 'inset-x-0 bottom-0 max-h-[90vh] rounded-t-3xl',
  left: 'inset-y-0 left-0 h-full w-[min(86vw,22rem)] rounded-r-3xl touch-pan-y',
  right: 'inset-y-0 right-0 h-full w-[min(86vw,24rem)] rounded-l-3xl touch-pan-y',
}

export function Sheet({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  direction = 'bottom',
  durationMs = SHEET_MS,
  children,
}: Props) {
  const drag = useDragToClose(direction, () => onOpenChange(false))
  const { reset } = drag
  useEffect(() => {
    if (open) reset() // a sheet closed by dragging opens again from its edge, not where it was let go
  }, [open, reset])
  const timing = { '--sheet-ms': `${durationMs}ms` } as CSSProperties
  // Side panels follow a drag anywhere (they scroll vertically only); a bottom sheet follows its grab
  // strip, so dragging its scrolling content scrolls it.
  const whole = direction === 'bottom' ? {} : drag.bind()
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="haat-sheet-overlay fixed inset-0 z-50 bg-ink/50" style={timing} />
        <Dialog.Content
          aria-describedby={undefined}
          data-sheet={direction}
          style={{ ...timing, ...drag.style }}
          className={`haat-sheet fixed z-50 flex flex-col bg-paper shadow-lift outline-none ${panel[direction]}`}
          {...whole}
        >
          {direction === 'bottom' ? (
            <div {...drag.bind()} className="cursor-grab touch-none pt-3 pb-1">
              <div aria-hidden="true" className="mx-auto h-1.5 w-12 rounded-full bg-line" />
              <SheetTitle title={title} hidden={hideTitle} />
            </div>
          ) : (
            <SheetTitle title={title} hidden={hideTitle} />
          )}
          <div className="flex-1 overflow-y-auto">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function SheetTitle({ title, hidden }: { title: string; hidden: boolean }) {
  return (
    <Dialog.Title className={hidden ? 'sr-only' : 'px-5 pt-4 font-display text-xl font-semibold'}>
      {title}
    </Dialog.Title>
  )
}
