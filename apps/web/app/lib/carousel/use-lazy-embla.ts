// A drop-in for embla-carousel-react's useEmblaCarousel that loads the Embla engine (~7 KB gzip) after
// the page has painted, instead of in every page's initial JS. Until it arrives the slides render as
// plain markup (first slide showing, as the server sent it) and `api` is undefined, which callers
// already handle: the hook returns undefined on the server and in the first client render too.
// The viewport node reaches state from an effect, not from the ref callback: state set while React
// commits is a synchronous re-render, and it would pull every passive effect of the page into the
// hydration's commit task (decision 0793).
import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel'
import type { UseEmblaCarouselType } from 'embla-carousel-react'
import { areOptionsEqual, arePluginsEqual } from 'embla-carousel-reactive-utils'
import { useCallback, useEffect, useRef, useState } from 'react'

const loadEmbla = () => import('embla-carousel').then((m) => m.default)

export default function useEmblaCarousel(
  options: EmblaOptionsType = {},
  plugins: EmblaPluginType[] = [],
): UseEmblaCarouselType {
  const storedOptions = useRef(options)
  const storedPlugins = useRef(plugins)
  const node = useRef<HTMLElement | null>(null)
  const viewportRef = useCallback((element: HTMLElement | null) => {
    node.current = element
  }, [])
  const [viewport, setViewport] = useState<HTMLElement | null>(null)
  const [api, setApi] = useState<EmblaCarouselType>()

  // After every commit: cheap, and it notices a viewport that was swapped or removed.
  useEffect(() => {
    if (node.current !== viewport) setViewport(node.current)
  })

  useEffect(() => {
    if (!viewport) return
    let instance: EmblaCarouselType | undefined
    let live = true
    loadEmbla()
      .then((Embla) => {
        if (!live) return
        instance = Embla(viewport, storedOptions.current, storedPlugins.current)
        setApi(instance)
      })
      .catch(() => {}) // offline: the slides stay plain markup, the first one visible
    return () => {
      live = false
      instance?.destroy()
      setApi(undefined)
    }
  }, [viewport])

  // Like the original: new options or plugins (by value, not identity) re-initialise the carousel.
  useEffect(() => {
    const sameOptions = areOptionsEqual(storedOptions.current, options)
    const samePlugins = arePluginsEqual(storedPlugins.current, plugins)
    if (sameOptions && samePlugins) return
    storedOptions.current = options
    storedPlugins.current = plugins
    api?.reInit(options, plugins)
  }, [api, options, plugins])

  return [viewportRef as UseEmblaCarouselType[0], api]
}
