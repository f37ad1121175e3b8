// "Download tax invoice" on a paid or confirmed order: the PDF is fetched with the shopper's token (the
// API answers only the order's own shopper) and handed to the browser as a file.
import { useState } from 'react'
import type { Order } from '@haat/domain/catalog/order'
import { Button } from '../../components/ui/Button.tsx'
import { commonHeaders } from '../../lib/api/fetch-transport.ts'
import { apiUrl } from '../../lib/api/transport.ts'
import { ActionError } from './ActionError.tsx'
import type { Translate } from '../../lib/i18n/translator.ts'
import { useT } from '../../lib/i18n/use-t.ts'

const INVOICED: ReadonlySet<Order['status']> = new Set(['PAID', 'CONFIRMED', 'SHIPPED', 'DELIVERED'])

async function download(publicId: string, t: Translate) {
  const res = await fetch(apiUrl({ path: `/orders/${publicId}/invoice` }), {
    headers: { ...commonHeaders(), accept: 'application/pdf' },
  })
  if (!res.ok)
    throw new Error(
      t('The invoice could not be downloaded ({status}). Please try again.', { status: res.status }),
    )
  const url = URL.createObjectURL(await res.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = `invoice-${publicId}.pdf`
  link.click()
  // The click has started the download; the object URL can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

export function InvoiceDownload({ order }: { order: Order }) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const t = useT()
  if (!INVOICED.has(order.status)) return null
  const onClick = async () => {
    setBusy(true)
    setError(null)
    try {
      await download(order.publicId, t)
    } catch (err) {
      setError(err instanceof Error ? err.message : t('The invoice could not be downloaded.'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="space-y-1">
      <Button variant="secondary" size="md" className="w-full" onClick={onClick} disabled={busy}>
        {t(busy ? 'Preparing invoice…' : 'Download tax invoice')}
      </Button>
      <ActionError message={error} />
    </div>
  )
}
