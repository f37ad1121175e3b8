// The totals rows of a bag or an order: subtotal at regular prices, the upvote savings (only when there
// are some), delivery (where the page states it) and the total. One list, so the bag and the order
// always word and lay out their figures alike.
import type { ReactNode } from 'react'
import { formatINR } from '@haat/domain/format/money'
import { useT } from '../lib/i18n/use-t.ts'

type Totals = { subtotal: number; discount: number; total: number }

/** The test ids the browser tests read the figures by (the bag's and the order's differ). */
export type TotalsTestIds = { subtotal?: string; discount: string; total: string }

type Props = {
  totals: Totals
  testIds: TotalsTestIds
  /** Show "Delivery: Free" (the order pages; the bag says it in its own note under Checkout). */
  freeDelivery?: boolean
}

export function TotalsList({ totals, testIds, freeDelivery = false }: Props) {
  const t = useT()
  return (
    <dl className="space-y-1.5 text-sm">
      <Row label="Subtotal" muted testId={testIds.subtotal}>
        {formatINR(totals.subtotal)}
      </Row>
      {totals.discount > 0 && (
        <Row label="Upvote savings" rowClass="text-leaf-700" testId={testIds.discount}>
          −{formatINR(totals.discount)}
        </Row>
      )}
      {freeDelivery && (
        <Row label="Delivery" muted valueClass="font-semibold text-leaf-700">
          {t('Free')}
        </Row>
      )}
      <Row label="Total" rowClass="border-t border-line pt-2 text-base font-bold" testId={testIds.total}>
        {formatINR(totals.total)}
      </Row>
    </dl>
  )
}

type RowProps = {
  label: string
  /** Classes the whole row adds (a colour, the total's rule above it). */
  rowClass?: string
  /** A plain row's label is greyed; coloured and bold rows keep the row's colour. */
  muted?: boolean
  valueClass?: string
  testId?: string
  children: ReactNode
}

function Row({ label, rowClass, muted = false, valueClass = 'tabular-nums', testId, children }: RowProps) {
  const t = useT()
  return (
    <div className={rowClass ? `flex justify-between ${rowClass}` : 'flex justify-between'}>
      <dt className={muted ? 'text-ink-soft' : undefined}>{t(label)}</dt>
      <dd className={valueClass} data-testid={testId}>
        {children}
      </dd>
    </div>
  )
}
