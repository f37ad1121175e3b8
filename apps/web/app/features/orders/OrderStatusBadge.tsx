import type { OrderStatus } from '@haat/domain/rules/checkout'
import { Badge } from '../../components/ui/Badge.tsx'
import { STATUS_LABELS } from './order-labels.ts'
import { useT } from '../../lib/i18n/use-t.ts'

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { label, tone } = STATUS_LABELS[status]
  const t = useT()
  return (
    <Badge tone={tone} className="whitespace-nowrap">
      <span data-testid="order-status">{t(label)}</span>
    </Badge>
  )
}
