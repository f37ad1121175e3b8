/** A menu href is active when the path matches and every query value it names matches too
 * (so Trending and New, both /browse-all, light up separately). */
export function isActiveHref(href: string, location: { pathname: string; search: string }): boolean {
  const target = new URL(href, 'http://x')
  if (target.pathname === '/') return location.pathname === '/'
  const onPath = location.pathname === target.pathname || location.pathname.startsWith(`${target.pathname}/`)
  if (!onPath) return false
  const current = new URLSearchParams(location.search)
  for (const [name, value] of target.searchParams) {
    const seen = current.get(name) ?? (name === 'sortBy' ? current.get('sortby') : null)
    if (seen !== value) return false
  }
  return true
}
