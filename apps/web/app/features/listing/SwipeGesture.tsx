// The drag half of the swipe card, loaded only on phones: binds @use-gesture to the card's element
// (no markup of its own, so the card is never re-mounted when this arrives).
import { useDrag } from '@use-gesture/react'
import { useEffect, type RefObject } from 'react'
import { SWIPE_REVEAL_PX, swipeRestingX } from './swipe-rules.ts'

export type SwipeMove = { x: number; dragging: boolean; moved: boolean }

type Props = {
  target: RefObject<HTMLElement | null>
  /** Where the card rests now (a drag starts from there). */
  currentX: () => number
  onMove: (move: SwipeMove) => void
  /** Called once the gesture is bound to the element. */
  onReady: () => void
}

export function SwipeGesture({ target, currentX, onMove, onReady }: Props) {
  useDrag(
    ({ active, offset: [ox], movement: [mx], tap }) => {
      if (tap) return
      onMove({ x: active ? ox : swipeRestingX(ox), dragging: active, moved: Math.abs(mx) > 3 })
    },
    {
      target,
      axis: 'x',
      filterTaps: true,
      from: () => [currentX(), 0],
      bounds: { left: -SWIPE_REVEAL_PX - 24, right: 0 },
      rubberband: true,
    },
  )
  useEffect(onReady, [onReady])
  return null
}
