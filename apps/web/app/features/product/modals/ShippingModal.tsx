// Spec §2 'Shipping & Returns' modal: two sections, each with its empty text when the brand gave none.
import { Package, RotateCcw } from '../../../components/icon/icons.ts'
import type { ReactNode } from 'react'
import {
  NO_RETURN_POLICY,
  NO_SHIPPING_INFORMATION,
  RETURN_POLICY,
  SHIPPING_AND_RETURNS,
  SHIPPING_INFORMATION,
} from '@haat/domain/constants/messages'
import { Modal } from '../../../components/ui/Modal.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  shippingDetails: string | null
  returnPolicy: string | null
}

export function ShippingModal({ open, onOpenChange, shippingDetails, returnPolicy }: Props) {
  const t = useT()
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t(SHIPPING_AND_RETURNS)}>
      <div className="space-y-5">
        <Block
          icon={<Package aria-hidden="true" className="size-5" />}
          title={t(SHIPPING_INFORMATION)}
          text={shippingDetails}
          empty={t(NO_SHIPPING_INFORMATION)}
        />
        <Block
          icon={<RotateCcw aria-hidden="true" className="size-5" />}
          title={t(RETURN_POLICY)}
          text={returnPolicy}
          empty={t(NO_RETURN_POLICY)}
        />
      </div>
    </Modal>
  )
}

function Block({
  icon,
  title,
  text,
  empty,
}: {
  icon: ReactNode
  title: string
  text: string | null
  empty: string
}) {
  const body = text?.trim()
  return (
    <section className="flex gap-3">
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-sand text-saffron-700">
        {icon}
      </span>
      <div className="space-y-1">
        <h3 className="font-semibold">{title}</h3>
        <p
          className={`text-sm leading-relaxed whitespace-pre-line ${body ? 'text-ink-soft' : 'text-ink-faint italic'}`}
        >
          {body || empty}
        </p>
      </div>
    </section>
  )
}
