import type { ReactNode } from 'react'
import { LazyAuthSession } from '../../features/auth/LazyAuthSession.tsx'
import { ProductOverlays } from '../../features/product/ProductOverlays.tsx'
import { AnnouncementBar } from './AnnouncementBar.tsx'
import { BottomNav } from './BottomNav.tsx'
import { LazyMenuDrawer } from './LazyMenuDrawer.tsx'
import { SiteFooter } from './SiteFooter.tsx'
import { SiteHeader, type SearchBox } from './SiteHeader.tsx'

/** Page frame: skip link, header, main content, footer, mobile bottom bar, the menu drawer,
 * the overlays any page can open (cart overlay, variant sheet), and the sign-in upkeep. */
export function SiteShell({ children, searchBox }: { children: ReactNode; searchBox?: SearchBox }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-ink px-4 py-2 text-paper focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <AnnouncementBar />
      <SiteHeader searchBox={searchBox} />
      <main id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
        {children}
      </main>
      <SiteFooter />
      <BottomNav />
      <LazyMenuDrawer />
      <ProductOverlays />
      <LazyAuthSession />
    </>
  )
}
