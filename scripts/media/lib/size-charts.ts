// Size-chart tables (shown in the product page's gallery modal) and a how-to-measure card.
import { esc } from './svg.ts'

type Chart = { title: string; unit: string; head: string[]; rows: string[][] }

export const SIZE_CHARTS: Record<string, Chart> = {
  apparel: {
    title: 'Apparel size chart',
    unit: 'Measurements in inches',
    head: ['Size', 'Chest', 'Waist', 'Length', 'Shoulder'],
    rows: [['XS', '36', '30', '26', '16'], ['S', '38', '32', '27', '17'], ['M', '40', '34', '28', '17.5'], ['L', '42', '36', '29', '18'], ['XL', '44', '38', '30', '19'], ['XXL', '46', '40', '31', '20']],
  },
  footwear: {
    title: 'Footwear size chart',
    unit: 'Foot length in centimetres',
    head: ['UK', 'EU', 'US', 'Foot length'],
    rows: [['6', '40', '7', '24.5'], ['7', '41', '8', '25.4'], ['8', '42', '9', '26.2'], ['9', '43', '10', '27.1'], ['10', '44', '11', '27.9']],
  },
  kids: {
    title: 'Kids size chart',
    unit: 'Measurements in centimetres',
    head: ['Age', 'Height', 'Chest', 'Waist'],
    rows: [['2-3Y', '92–98', '54', '51'], ['4-5Y', '104–110', '58', '53'], ['6-7Y', '116–122', '62', '55'], ['8-9Y', '128–134', '66', '58']],
  },
  'pet-beds': {
    title: 'Pet bed sizes',
    unit: 'Measure your pet nose to tail, lying down',
    head: ['Size', 'Bed (cm)', 'Pet length', 'Suits'],
    rows: [['S', '50 × 40', 'up to 45 cm', 'Cats, toy breeds'], ['M', '70 × 55', 'up to 65 cm', 'Beagle, Indie pup'], ['L', '90 × 70', 'up to 85 cm', 'Indie, Labrador'], ['XL', '110 × 85', 'up to 105 cm', 'German Shepherd']],
  },
}

export function sizeChartSvg(chart: Chart): string {
  const w = 960
  const h = 720
  const colW = (w - 120) / chart.head.length
  const rowH = Math.min(76, (h - 260) / chart.rows.length)
  const cells = (cols: string[], y: number, bold: boolean) =>
    cols.map((c, i) => `<text x="${60 + colW * i + colW / 2}" y="${y}" font-family="Noto Sans" font-size="30" font-weight="${bold ? 700 : 400}" fill="#1f1a17" text-anchor="middle">${esc(c)}</text>`).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <rect width="${w}" height="${h}" fill="#fffaf3"/>
    <text x="60" y="90" font-family="Noto Serif Display" font-weight="700" font-size="48" fill="#1f1a17">${esc(chart.title)}</text>
    <text x="60" y="134" font-family="Noto Sans" font-size="26" fill="#5b524c">${esc(chart.unit)}</text>
    <rect x="60" y="170" width="${w - 120}" height="${rowH}" rx="10" fill="#ffe6cc"/>
    ${cells(chart.head, 170 + rowH * 0.64, true)}
    ${chart.rows.map((r, i) => `${i % 2 ? `<rect x="60" y="${170 + rowH * (i + 1)}" width="${w - 120}" height="${rowH}" fill="#f6eee3"/>` : ''}${cells(r, 170 + rowH * (i + 1) + rowH * 0.64, false)}`).join('')}
  </svg>`
}

export function howToMeasureSvg(): string {
  const step = (n: number, y: number, title: string, text: string) =>
    `<circle cx="100" cy="${y}" r="34" fill="#f06a1d"/><text x="100" y="${y + 12}" font-family="Noto Sans" font-weight="800" font-size="34" fill="#fff" text-anchor="middle">${n}</text>
     <text x="160" y="${y - 4}" font-family="Noto Sans" font-weight="700" font-size="32" fill="#1f1a17">${esc(title)}</text>
     <text x="160" y="${y + 36}" font-family="Noto Sans" font-size="25" fill="#5b524c">${esc(text)}</text>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720" viewBox="0 0 960 720">
    <rect width="960" height="720" fill="#fffaf3"/>
    <text x="60" y="100" font-family="Noto Serif Display" font-weight="700" font-size="48" fill="#1f1a17">How to measure</text>
    ${step(1, 220, 'Chest', 'Around the fullest part, under the arms, tape level.')}
    ${step(2, 360, 'Waist', 'Around your natural waistline, where you bend.')}
    ${step(3, 500, 'Foot length', 'Heel to longest toe, standing, on a sheet of paper.')}
    <text x="60" y="650" font-family="Noto Sans" font-size="24" fill="#8a817a">Between two sizes? Pick the larger one: exchanges are free within 10 days.</text>
  </svg>`
}
