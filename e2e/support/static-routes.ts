// Pages with a fixed address. Each shows one h1; where the wording is settled (the pages this harness's
// author wrote) it is checked too. Feature pages (home, listings, binge, votes) own their headings.
export const STATIC_ROUTES: ReadonlyArray<{ path: string; name: string; heading?: RegExp }> = [
  { path: '/', name: 'home' },
  { path: '/browse-all', name: 'browse-all' },
  { path: '/brands', name: 'brands' },
  { path: '/binge', name: 'binge' },
  { path: '/votes', name: 'votes' },
  { path: '/guides', name: 'guides' },
  { path: '/about', heading: /independent Indian brands/i, name: 'about' },
  { path: '/contact', heading: /Talk to us/i, name: 'contact' },
  { path: '/terms', heading: /Terms of use/i, name: 'terms' },
  { path: '/privacy', heading: /Privacy policy/i, name: 'privacy' },
  // Visited without a sign-in of its own, the return page says so once the browser has checked.
  { path: '/login-success', heading: /Signing you in|couldn.t sign you in/i, name: 'login-success' },
  { path: '/logout-redirect', heading: /signed out/i, name: 'logout-redirect' },
]
