// Spec §2 mobile swipe card: swiping a card left reveals 'Shop Now' with the price; past 95 px it stays
// open. The markup is the same everywhere (server, desktop, phone); only phones load the gesture.
import { ArrowRight, ChevronsLeft } from '../../components/icon/icons.ts'
import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { SHOP_NOW } from '@haat/domain/constants/messages'
import { useT } from '../../lib/i18n/use-t.ts'
import type { SwipeMove } from './SwipeGesture.tsx'
import { SWIPE_REVEAL_PX } from './swipe-rules.ts'
import { useSwipeHint } from './use-swipe-hint.ts'

const SwipeGesture = lazy(() => import('./SwipeGesture.tsx').then((m) => ({ default: m.SwipeGesture })))

type Props = { href: string; price: ReactNode; showHint: boolean; enabled: boolean; children: ReactNode }

export function SwipeCard({ href, price, showHint, enabled, children }: Props) {
  const [x, setX] = useState(0)
  const [dragging, setDragging] = useState(false)
  const [ready, setReady] = useState(false)
  const card = useRef<HTMLDivElement>(null)
  const xNow = useRef(0)
  const moved = useRef(false)
  const hinting = useSwipeHint(showHint && enabled)
  const t = useT()
  const open = enabled && x <= -SWIPE_REVEAL_PX

  const markReady = useCallback(() => setReady(true), [])

  function onMove(move: SwipeMove) {
    if (move.moved) moved.current = true
    xNow.current = move.x
    setDragging(move.dragging)
    setX(move.x)
  }

  // The hint opens the card once, slowly, so the shopper sees what a swipe reveals.
  const shownX = !enabled ? 0 : hinting && x === 0 ? -SWIPE_REVEAL_PX : x
  const motion = dragging
    ? ''
    : hinting
      ? 'transition-transform duration-700 ease-in-out'
      : 'transition-transform duration-300 ease-out'
  return (
    <div
      className="relative overflow-hidden rounded-card"
      data-testid="swipe-card"
      data-swipe-ready={(enabled && ready) || undefined}
      data-swipe-open={open || undefined}
    >
      <div
        aria-hidden={!open}
        style={{ width: SWIPE_REVEAL_PX }}
        className={`absolute inset-y-0 right-0 flex-col items-center justify-center gap-2 bg-ink px-3 text-center text-paper ${enabled ? 'flex' : 'hidden'}`}
      >
        <div className="[&_*]:text-paper">{price}</div>
        <Link
          to={href}
          tabIndex={open ? 0 : -1}
          className="inline-flex h-9 items-center gap-1 rounded-full bg-saffron-600 px-4 text-sm font-semibold text-white"
        >
          {t(SHOP_NOW)} <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <div
        ref={card}
        // A drag must not also follow the link under the finger.
        onClickCapture={(e) => {
          if (!moved.current) return
          moved.current = false
          e.preventDefault()
          e.stopPropagation()
        }}
        style={{ transform: shownX ? `translateX(${shownX}px)` : undefined, touchAction: 'pan-y' }}
        className={`relative ${motion}`}
      >
        {children}
      </div>
      {enabled && (
        <Suspense fallback={null}>
          <SwipeGesture target={card} currentX={() => xNow.current} onMove={onMove} onReady={markReady} />
        </Suspense>
      )}
      {hinting && (
        <p
          role="status"
          className="pointer-events-none absolute bottom-2 left-2 inline-flex items-center gap-1 rounded-full bg-ink/85 px-2.5 py-1 text-xs font-semibold text-paper"
        >
          <ChevronsLeft aria-hidden="true" className="size-3.5" />{' '}
          {t('Swipe for {action}', { action: t(SHOP_NOW) })}
        </p>
      )}
    </div>
  )
}
