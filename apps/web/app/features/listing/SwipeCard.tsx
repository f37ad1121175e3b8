// Spec §2 mobile swipe card: swiping a card left reveals 'Shop Now' with the price; past 95 px it stays open.
import { useDrag } from '@use-gesture/react'
import { ArrowRight, ChevronsLeft } from 'lucide-react'
import { useRef, useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { SHOP_NOW } from '@haat/domain/constants/messages'
import { SWIPE_REVEAL_PX, swipeRestingX } from './swipe-rules.ts'
import { useSwipeHint } from './use-swipe-hint.ts'

type Props = { href: string; price: ReactNode; showHint: boolean; children: ReactNode }

export function SwipeCard({ href, price, showHint, children }: Props) {
  const [x, setX] = useState(0)
  const [dragging, setDragging] = useState(false)
  const moved = useRef(false)
  const hinting = useSwipeHint(showHint)
  const open = x <= -SWIPE_REVEAL_PX

  const bind = useDrag(
    ({ first, active, offset: [ox], movement: [mx], tap }) => {
      if (first) moved.current = false
      if (tap) return
      if (Math.abs(mx) > 3) moved.current = true
      setDragging(active)
      setX(active ? ox : swipeRestingX(ox))
    },
    {
      axis: 'x',
      filterTaps: true,
      from: () => [x, 0],
      bounds: { left: -SWIPE_REVEAL_PX - 24, right: 0 },
      rubberband: true,
    },
  )

  // The hint opens the card once, slowly, so the shopper sees what a swipe reveals.
  const shownX = hinting && x === 0 ? -SWIPE_REVEAL_PX : x
  return (
    <div
      className="relative overflow-hidden rounded-card"
      data-testid="swipe-card"
      data-swipe-open={open || undefined}
    >
      <div
        aria-hidden={!open}
        style={{ width: SWIPE_REVEAL_PX }}
        className="absolute inset-y-0 right-0 flex flex-col items-center justify-center gap-2 bg-ink px-3 text-center text-paper"
      >
        <div className="[&_*]:text-paper">{price}</div>
        <Link
          to={href}
          tabIndex={open ? 0 : -1}
          className="inline-flex h-9 items-center gap-1 rounded-full bg-saffron-600 px-4 text-sm font-semibold text-white"
        >
          {SHOP_NOW} <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <div
        {...bind()}
        // A drag must not also follow the link under the finger.
        onClickCapture={(e) => {
          if (!moved.current) return
          moved.current = false
          e.preventDefault()
          e.stopPropagation()
        }}
        style={{ transform: `translateX(${shownX}px)`, touchAction: 'pan-y' }}
        className={`relative ${dragging ? '' : hinting ? 'transition-transform duration-700 ease-in-out' : 'transition-transform duration-300 ease-out'}`}
      >
        {children}
      </div>
      {hinting && (
        <p
          role="status"
          className="pointer-events-none absolute bottom-2 left-2 inline-flex items-center gap-1 rounded-full bg-ink/85 px-2.5 py-1 text-xs font-semibold text-paper"
        >
          <ChevronsLeft aria-hidden="true" className="size-3.5" /> Swipe for {SHOP_NOW}
        </p>
      )}
    </div>
  )
}
