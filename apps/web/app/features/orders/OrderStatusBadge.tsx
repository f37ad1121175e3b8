import type { OrderStatus } from '@haat/domain/rules/checkout'
import { Badge } from '../../components/ui/Badge.tsx'
import { STATUS_LABELS } from './order-labels.ts'

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { label, tone } = STATUS_LABELS[status]
  return (
    <Badge tone={tone} className="whitespace-nowrap">
      <span data-testid="order-status">{label}</span>
    </Badge>
  )
}
