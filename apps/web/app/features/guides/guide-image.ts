// Guide pictures are stored at 640 and 1280 px wide ('…-1280.webp'); the browser picks by layout width.
const WIDE = /-1280\.webp$/

export function guideSrcSet(url: string): string | undefined {
  return WIDE.test(url) ? `${url.replace(WIDE, '-640.webp')} 640w, ${url} 1280w` : undefined
}
