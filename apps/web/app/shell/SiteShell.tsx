import { lazy, Suspense, type ReactNode } from 'react'
import { LazyAuthSession } from '../features/auth/LazyAuthSession.tsx'
import { ProductOverlays } from '../features/product/ProductOverlays.tsx'
import { AnnouncementBar } from '../components/layout/AnnouncementBar.tsx'
import { BottomNav } from '../components/layout/BottomNav.tsx'
import { LazyMenuDrawer } from './LazyMenuDrawer.tsx'
import { SiteHeader, type SearchBox } from './SiteHeader.tsx'
import { useT } from '../lib/i18n/use-t.ts'

// The footer is below every page's first screen (decision 0413): its code is a chunk of its own, fetched
// while the page hydrates; until then the server's footer stays as it is.
const SiteFooter = lazy(() =>
  import('../components/layout/SiteFooter.tsx').then((m) => ({ default: m.SiteFooter })),
)

/** Page frame: skip link, header, main content, footer, mobile bottom bar, the menu drawer,
 * the overlays any page can open (cart overlay, variant sheet), and the sign-in upkeep. */
export function SiteShell({ children, searchBox }: { children: ReactNode; searchBox?: SearchBox }) {
  const t = useT()
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-ink px-4 py-2 text-paper focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('Skip to content')}
      </a>
      <AnnouncementBar />
      <SiteHeader searchBox={searchBox} />
      <main id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
        {children}
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      <BottomNav />
      <LazyMenuDrawer />
      <ProductOverlays />
      <LazyAuthSession />
    </>
  )
}
