// Coming back to a listing (back/forward or reload) puts back the loaded pages, then the scroll position.
// Saving starts only after that, so the router's own (clamped) restore never overwrites the entry.
import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router'
import type { ProductPage } from '../../lib/api/products.ts'
import { readListingScroll, saveListingScroll } from './scroll-store.ts'

const SAVE_AFTER_MS = 150

// useLayoutEffect warns during SSR; effects never run there anyway.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

export function useListingScrollRestore(pages: ProductPage[], restorePages: (pages: ProductPage[]) => void) {
  const location = useLocation()
  const navigationType = useNavigationType()
  const url = location.pathname + location.search
  /** Where to scroll once at least `pages` pages are rendered. */
  const pending = useRef<{ y: number; pages: number } | null>(null)
  const ready = useRef(false)

  // 1. On arrival by back/forward/reload: restore the pages (re-render before paint) and remember y.
  useBrowserLayoutEffect(() => {
    ready.current = false
    const entry = navigationType === 'POP' ? readListingScroll<ProductPage>(url) : null
    if (entry) {
      const more = entry.pages.length > pages.length
      if (more) restorePages(entry.pages)
      pending.current = { y: entry.y, pages: more ? entry.pages.length : pages.length }
    } else {
      ready.current = true
    }
    // Only the URL decides: restorePages changes identity with the loader data of the same URL.
  }, [url])

  // 2. Once the restored pages are in the document, scroll to the saved position.
  useBrowserLayoutEffect(() => {
    const target = pending.current
    if (!target || pages.length < target.pages) return
    window.scrollTo(0, target.y)
    pending.current = null
    ready.current = true
  })

  // 3. Keep the entry current while the shopper scrolls and as pages load. A save still waiting when
  // the listing goes away is written at once, before the next page's DOM can move the scroll position.
  const latest = useRef(pages)
  useEffect(() => {
    latest.current = pages
  })
  useBrowserLayoutEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const saveNow = () => {
      timer = undefined
      if (ready.current) saveListingScroll(url, window.scrollY, latest.current)
    }
    const save = () => {
      if (timer === undefined) timer = setTimeout(saveNow, SAVE_AFTER_MS)
    }
    window.addEventListener('scroll', save, { passive: true })
    save()
    return () => {
      window.removeEventListener('scroll', save)
      if (timer !== undefined) {
        clearTimeout(timer)
        saveNow()
      }
    }
  }, [url, pages.length])
}
