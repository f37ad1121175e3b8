// Small colour arithmetic for the SVG compositions (hex in, hex out).

const clamp = (n: number) => Math.max(0, Math.min(255, Math.round(n)))

export function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '')
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number]
}

export const hex = ([r, g, b]: [number, number, number]) =>
  `#${[r, g, b].map((v) => clamp(v).toString(16).padStart(2, '0')).join('')}`

/** t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [rgb(a), rgb(b)]
  return hex([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * t) as [number, number, number])
}

/** amount > 0 lightens towards white, < 0 darkens towards black. */
export const shade = (c: string, amount: number) => (amount >= 0 ? mix(c, '#ffffff', amount) : mix(c, '#000000', -amount))

export function luminance(c: string): number {
  const [r, g, b] = rgb(c).map((v) => {
    const s = v / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** Dark ink on light colours, white on dark ones. */
export const inkOn = (c: string) => (luminance(c) > 0.4 ? '#1f1a17' : '#ffffff')

/** A soft pastel of a hue-ish colour, for studio backdrops. */
export const pastel = (c: string, amount = 0.78) => mix(c, '#fbf7f1', amount)
