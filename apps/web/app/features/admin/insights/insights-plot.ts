// The insights chart with uPlot (decision 0771): loaded by InsightsChart after the page has rendered,
// so neither the library nor its CSS is in any route's first load, and never in a shopper's page.
// Counts share the left axis; revenue (rupees) has its own on the right.
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { Insights } from '@haat/domain/admin/insights'

const SERIES = [
  { key: 'upvotes', label: 'Upvotes', stroke: '#d9530c' },
  { key: 'unlocks', label: 'Unlocks', stroke: '#4f46e5' },
  { key: 'addsToBag', label: 'Adds to bag', stroke: '#16803c' },
  { key: 'orders', label: 'Orders', stroke: '#1f1a17' },
] as const
const DAY = 86_400
const DAY_STEPS = [DAY, 2 * DAY, 7 * DAY, 14 * DAY, 30 * DAY]
const COUNT_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 50_000, 100_000]
const dayLabel = (ts: number) =>
  new Date(ts * 1000).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: 'Asia/Kolkata',
  })
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
})

export function drawInsights(el: HTMLElement, days: Insights['days']): () => void {
  const xs = days.map((d) => Date.parse(`${d.day}T00:00:00+05:30`) / 1000)
  const data: uPlot.AlignedData = [
    xs,
    ...SERIES.map((s) => days.map((d) => d[s.key])),
    days.map((d) => d.revenue),
  ]
  const opts: uPlot.Options = {
    width: el.clientWidth,
    height: 320,
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Asia/Kolkata'),
    scales: { x: { time: true }, count: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
    axes: [
      {
        stroke: '#5b524c',
        grid: { stroke: '#ece3d8' },
        incrs: DAY_STEPS, // one label a day at most: the buckets are days
        values: (_u, splits) => splits.map(dayLabel),
      },
      { scale: 'count', stroke: '#5b524c', grid: { stroke: '#ece3d8' }, incrs: COUNT_STEPS },
      {
        scale: 'rupees',
        side: 1,
        stroke: '#b81b5c',
        grid: { show: false },
        size: 70,
        values: (_u, splits) => splits.map((v) => rupees.format(v)),
      },
    ],
    series: [
      {},
      ...SERIES.map((s) => ({ label: s.label, stroke: s.stroke, width: 2, scale: 'count' })),
      {
        label: 'Revenue',
        stroke: '#b81b5c',
        width: 2,
        dash: [6, 4],
        scale: 'rupees',
        value: (_u: uPlot, v: number | null) => (v === null ? '' : rupees.format(v)),
      },
    ],
  }
  const plot = new uPlot(opts, data, el)
  const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height: 320 }))
  resize.observe(el)
  return () => {
    resize.disconnect()
    plot.destroy()
  }
}
