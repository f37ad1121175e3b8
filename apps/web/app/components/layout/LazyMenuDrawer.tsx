import { lazy, Suspense, useState } from 'react'
import { useAppSelector } from '../../store/store.ts'

const MenuDrawer = lazy(() => import('./MenuDrawer.tsx').then((m) => ({ default: m.MenuDrawer })))

/** The drawer's code (the sheet, the category tree) loads the first time a shopper opens the menu, not
 * with every page; after that it stays mounted so it animates open and closed. */
export function LazyMenuDrawer() {
  const active = useAppSelector((s) => s.ui.activeState)
  const [wanted, setWanted] = useState(false)
  // Adjusting state while rendering (not in an effect): the drawer mounts in the same pass it is asked for.
  if (!wanted && (active === 'menu' || active === 'categories')) setWanted(true)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <MenuDrawer />
    </Suspense>
  )
}
