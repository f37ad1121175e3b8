// The insights chart's place: uPlot is imported only once the page is in the browser (decision 0771),
// so the admin page renders at once and the library stays out of every first load. The chart repeats
// the table below it, which is what assistive technology reads.
import { useEffect, useRef, useState } from 'react'
import type { Insights } from '@haat/domain/admin/insights'

export function InsightsChart({ days }: { days: Insights['days'] }) {
  const ref = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let undraw: (() => void) | undefined
    let gone = false
    import('./insights-plot.ts')
      .then(({ drawInsights }) => {
        if (!gone && ref.current) undraw = drawInsights(ref.current, days)
      })
      .catch(() => setFailed(true))
    return () => {
      gone = true
      undraw?.()
    }
  }, [days])
  return (
    <figure className="rounded-card border border-line bg-card p-3 md:p-4">
      <div ref={ref} aria-hidden="true" className="min-h-[360px] w-full" data-testid="insights-chart" />
      <figcaption className="text-sm text-ink-soft">
        {failed
          ? 'The chart could not be loaded; the table below has every figure.'
          : 'Per India day. Upvotes, unlocks, adds to the bag and orders on the left axis; revenue (dashed) on the right. The table below has every figure.'}
      </figcaption>
    </figure>
  )
}
