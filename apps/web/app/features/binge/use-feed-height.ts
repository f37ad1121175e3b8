// The feed fills the screen below the site header and above the mobile bottom bar. Their heights
// depend on the layout (wrapping, fonts), so they are measured; CSS holds a close guess before that.
import { useEffect, type RefObject } from 'react'

function measure(el: HTMLElement) {
  const top = el.getBoundingClientRect().top + window.scrollY
  const nav = document.querySelector<HTMLElement>('[data-testid="bottom-nav"]')
  const bottom = nav && getComputedStyle(nav).display !== 'none' ? nav.offsetHeight : 0 // hidden from 768 px up
  el.style.setProperty('--feed-offset', `${Math.round(top + bottom)}px`)
}

export function useFeedHeight(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const update = () => measure(el)
    update()
    window.addEventListener('resize', update)
    return () => window.removeEventListener('resize', update)
  }, [ref])
}
