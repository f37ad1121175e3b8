import { useCallback, useEffect, useState } from 'react'

/**
 * A flag that turns itself off `ms` after the last `raise()` (e.g. the 3 s option hint, §5). The clock
 * starts at the frame that paints the flag, not in the effect: after a click React runs effects in the
 * same task as the commit, and any work left in that task (a busy machine, other components' effects)
 * would otherwise come off the time the shopper actually sees it.
 */
export function useTimedFlag(ms: number): [boolean, () => void] {
  // Each raise is a new number, so raising again while on restarts the clock.
  const [raised, setRaised] = useState(0)
  const [on, setOn] = useState(false)
  const raise = useCallback(() => {
    setOn(true)
    setRaised((n) => n + 1)
  }, [])
  useEffect(() => {
    if (raised === 0) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setOn(false), ms)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [raised, ms])
  return [on, raise]
}
