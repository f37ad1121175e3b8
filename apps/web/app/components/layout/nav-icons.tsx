// Icons for the spec's menu labels (menu and drawer share them).
import { BookOpen, Clapperboard, Flame, Heart, Info, LayoutGrid, Sparkles, Store } from '../icon/icons.ts'
import type { IconComponent } from '../icon/Icon.tsx'
import type { MenuLabel } from '@haat/domain/constants/messages'

export const MENU_ICONS: Record<MenuLabel, IconComponent> = {
  'About us': Info,
  Guides: BookOpen,
  Brands: Store,
  Categories: LayoutGrid,
  Trending: Flame,
  New: Sparkles,
  'My Votes': Heart,
  Binge: Clapperboard,
}
