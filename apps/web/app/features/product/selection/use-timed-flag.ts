import { useCallback, useEffect, useState } from 'react'

/**
 * A flag that turns itself off `ms` after the last `raise()` (e.g. the 3 s option hint, §5). The clock
 * starts once the flag is on screen (an effect after the commit), so a slow render never shortens it.
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
    const timer = setTimeout(() => setOn(false), ms)
    return () => clearTimeout(timer)
  }, [raised, ms])
  return [on, raise]
}
