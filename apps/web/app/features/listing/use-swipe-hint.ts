// Shows the swipe hint on one card per page, at most 5 times per browser.
import { useEffect, useState } from 'react'
import { SWIPE_HINT_KEY, swipeHintTurn } from './swipe-rules.ts'

const HINT_VISIBLE_MS = 2400

export function useSwipeHint(enabled: boolean): boolean {
  const [showing, setShowing] = useState(false)
  useEffect(() => {
    if (!enabled) return
    let turn: { show: boolean; next: number }
    try {
      turn = swipeHintTurn(window.localStorage.getItem(SWIPE_HINT_KEY))
      if (turn.show) window.localStorage.setItem(SWIPE_HINT_KEY, String(turn.next))
    } catch {
      return // no storage: no way to keep the promise of "at most 5 times", so no hint
    }
    if (!turn.show) return
    const start = setTimeout(() => setShowing(true), 600)
    const stop = setTimeout(() => setShowing(false), 600 + HINT_VISIBLE_MS)
    return () => {
      clearTimeout(start)
      clearTimeout(stop)
    }
  }, [enabled])
  return showing
}
