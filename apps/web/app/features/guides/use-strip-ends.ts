// Whether an Embla strip can still move back or forward, so the arrows show only when they do something.
import type { UseEmblaCarouselType } from 'embla-carousel-react'
import { useEffect, useState } from 'react'

export function useStripEnds(embla: UseEmblaCarouselType[1]) {
  const [ends, setEnds] = useState({ canPrev: false, canNext: false })
  useEffect(() => {
    if (!embla) return
    const update = () => {
      const canPrev = embla.canScrollPrev()
      const canNext = embla.canScrollNext()
      setEnds((e) => (e.canPrev === canPrev && e.canNext === canNext ? e : { canPrev, canNext }))
    }
    update()
    embla.on('select', update).on('reInit', update).on('settle', update).on('scroll', update)
    return () => {
      embla.off('select', update).off('reInit', update).off('settle', update).off('scroll', update)
    }
  }, [embla])
  return ends
}
