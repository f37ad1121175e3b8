// Dots and arrows for an Embla carousel: which slide is selected and whether each arrow can move.
import type { EmblaCarouselType } from 'embla-carousel'
import { useCallback, useEffect, useState } from 'react'

export function useCarouselNav(embla: EmblaCarouselType | undefined) {
  const [selected, setSelected] = useState(0)
  const [snaps, setSnaps] = useState<number[]>([])
  const [canPrev, setCanPrev] = useState(false)
  const [canNext, setCanNext] = useState(true)

  useEffect(() => {
    if (!embla) return
    const sync = () => {
      setSelected(embla.selectedScrollSnap())
      setSnaps(embla.scrollSnapList())
      setCanPrev(embla.canScrollPrev())
      setCanNext(embla.canScrollNext())
    }
    sync()
    embla.on('select', sync).on('reInit', sync)
    return () => {
      embla.off('select', sync).off('reInit', sync)
    }
  }, [embla])

  const prev = useCallback(() => embla?.scrollPrev(), [embla])
  const next = useCallback(() => embla?.scrollNext(), [embla])
  const goTo = useCallback((i: number) => embla?.scrollTo(i), [embla])
  return { selected, snaps, canPrev, canNext, prev, next, goTo }
}
