import { useState } from 'react'

/** True from the first time `asked` is true, so lazily loaded overlays stay mounted (and animate) after. */
export function useOnceAsked(asked: boolean): boolean {
  const [wanted, setWanted] = useState(false)
  // Adjusting state while rendering: the overlay mounts in the same pass it is asked for.
  if (!wanted && asked) setWanted(true)
  return wanted || asked
}
