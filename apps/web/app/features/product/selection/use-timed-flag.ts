import { useCallback, useEffect, useRef, useState } from 'react'

/** A flag that turns itself off `ms` after the last `raise()` (e.g. the 3 s option hint, §5). */
export function useTimedFlag(ms: number): [boolean, () => void] {
  const [on, setOn] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const raise = useCallback(() => {
    clearTimeout(timer.current)
    setOn(true)
    timer.current = setTimeout(() => setOn(false), ms)
  }, [ms])
  useEffect(() => () => clearTimeout(timer.current), [])
  return [on, raise]
}
