// Icons for the spec's menu labels (menu and drawer share them).
import {
  BookOpen,
  Clapperboard,
  Flame,
  Heart,
  Info,
  LayoutGrid,
  Sparkles,
  Store,
  type LucideIcon,
} from 'lucide-react'
import type { MenuLabel } from '@haat/domain/constants/messages'

export const MENU_ICONS: Record<MenuLabel, LucideIcon> = {
  'About us': Info,
  Guides: BookOpen,
  Brands: Store,
  Categories: LayoutGrid,
  Trending: Flame,
  New: Sparkles,
  'My Votes': Heart,
  Binge: Clapperboard,
}
