// Category icons: simple 2 px line drawings on a 48 px grid, coloured with the store's ink.
const ICONS: Record<string, string> = {
  'sports-fitness': '<path d="M8 18v12M14 14v20M34 14v20M40 18v12M14 24h20"/>',
  'home-decor': '<path d="M8 22 24 9l16 13"/><path d="M12 19v19h24V19"/><path d="M20 38V28h8v10"/>',
  beauty: '<rect x="18" y="22" width="12" height="18" rx="2"/><path d="M20 22v-8l8-4v12"/>',
  accessories: '<circle cx="24" cy="24" r="9"/><path d="M24 19v5l3 3M19 15l1-7h8l1 7M19 33l1 7h8l1-7"/>',
  'food-drink': '<path d="M10 22h24v4a12 12 0 0 1-24 0z"/><path d="M34 24h3a4 4 0 0 1 0 8h-5"/><path d="M16 8c-2 3 2 5 0 9M22 8c-2 3 2 5 0 9M28 8c-2 3 2 5 0 9"/>',
  games: '<rect x="9" y="9" width="30" height="30" rx="5"/><circle cx="17" cy="17" r="1.5"/><circle cx="31" cy="17" r="1.5"/><circle cx="24" cy="24" r="1.5"/><circle cx="17" cy="31" r="1.5"/><circle cx="31" cy="31" r="1.5"/>',
  electronics: '<path d="M10 28v-4a14 14 0 0 1 28 0v4"/><rect x="7" y="26" width="8" height="12" rx="3"/><rect x="33" y="26" width="8" height="12" rx="3"/>',
  pets: '<ellipse cx="24" cy="31" rx="8" ry="7"/><circle cx="13" cy="21" r="3.5"/><circle cx="19" cy="13" r="3.5"/><circle cx="29" cy="13" r="3.5"/><circle cx="35" cy="21" r="3.5"/>',
  kitchen: '<ellipse cx="19" cy="26" rx="13" ry="9"/><path d="M32 24l10-4"/><path d="M12 24c3 2 11 2 14 0"/>',
  travel: '<rect x="11" y="15" width="26" height="23" rx="4"/><path d="M19 15v-5h10v5M19 20v13M29 20v13M16 38v3M32 38v3"/>',
  'health-wellness': '<path d="M24 40C10 30 8 20 12 13c4-6 10-5 12 0 2-5 8-6 12 0 4 7 2 17-12 27z"/><path d="M16 24h5l2-4 3 8 2-4h4"/>',
  men: '<path d="M17 8h14l8 6-4 7-4-3v22H17V18l-4 3-4-7z"/><path d="M20 8l4 6 4-6"/>',
  women: '<path d="M19 8h10l-1 10 8 22H12l8-22z"/><path d="M18 18h12"/>',
  kids: '<circle cx="24" cy="20" r="9"/><circle cx="15" cy="12" r="4"/><circle cx="33" cy="12" r="4"/><path d="M14 40c0-8 4-11 10-11s10 3 10 11z"/>',
  apparel: '<path d="M24 12a3 3 0 1 1 3 3c-2 1-3 2-3 4L8 30c-2 1-1 4 1 4h30c2 0 3-3 1-4L24 19"/>',
}

export function categoryIconSvg(paramName: string): string {
  const body = ICONS[paramName]
  if (!body) throw new Error(`no icon for category ${paramName}`)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48" fill="none" stroke="#1f1a17" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round">${body}</svg>\n`
}
