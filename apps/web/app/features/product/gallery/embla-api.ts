import type { UseEmblaCarouselType } from 'embla-carousel-react'

/** Embla's API object, named without importing the core package (only the React binding is a dependency). */
export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>
