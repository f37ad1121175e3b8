// A sheet follows the finger (or mouse) towards the edge it came from and closes when let go past a
// quarter of its size or flicked; otherwise it springs back. What vaul did, on @use-gesture.
import { useDrag } from '@use-gesture/react'
import { useCallback, useState, type CSSProperties } from 'react'

export type SheetSide = 'bottom' | 'left' | 'right'

/** Share of the sheet's size (or a flick this fast, in px/ms) past which letting go closes it. */
const CLOSE_SHARE = 0.25
const CLOSE_VELOCITY = 0.5

const translate = (side: SheetSide, px: number) =>
  side === 'bottom' ? `translateY(${px}px)` : `translateX(${side === 'left' ? -px : px}px)`

export function useDragToClose(side: SheetSide, close: () => void) {
  const [offset, setOffset] = useState(0)
  const [dragging, setDragging] = useState(false)
  const bind = useDrag(
    ({ active, movement: [mx, my], velocity: [vx, vy], event, tap }) => {
      if (tap) return
      // How far towards the closing edge; dragging away from it does not move the sheet.
      const along = Math.max(0, side === 'bottom' ? my : side === 'left' ? -mx : mx)
      setDragging(active)
      if (active) return setOffset(along)
      const panel = (event.currentTarget ?? event.target) as HTMLElement | null
      const sheet = panel?.closest<HTMLElement>('[data-sheet]')
      const size = side === 'bottom' ? (sheet?.offsetHeight ?? 0) : (sheet?.offsetWidth ?? 0)
      const speed = side === 'bottom' ? vy : vx
      if (along > size * CLOSE_SHARE || (along > 24 && speed > CLOSE_VELOCITY)) {
        close() // the closing animation starts from where the sheet was let go (see app.css)
      } else setOffset(0)
    },
    { axis: side === 'bottom' ? 'y' : 'x', filterTaps: true },
  )
  const style: CSSProperties = offset
    ? { transform: translate(side, offset), transition: dragging ? 'none' : undefined }
    : {}
  const reset = useCallback(() => setOffset(0), [])
  return { bind, style, reset }
}
