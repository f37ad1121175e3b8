import type { EmblaApi } from './embla-api.ts'
import { useEffect, useState } from 'react'

/** The selected slide of an Embla carousel, kept in React state. */
export function useEmblaIndex(api: EmblaApi | undefined): number {
  const [index, setIndex] = useState(0)
  useEffect(() => {
    if (!api) return
    const update = () => setIndex(api.selectedScrollSnap())
    update()
    api.on('select', update).on('reInit', update)
    return () => {
      api.off('select', update).off('reInit', update)
    }
  }, [api])
  return index
}
