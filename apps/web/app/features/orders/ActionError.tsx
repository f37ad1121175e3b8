// Why an action on the order page (cancel, download the invoice) did not go through, read out at once,
// in the page's language where the message has its Hindi (the API's own texts stay as they are).
import { useT } from '../../lib/i18n/use-t.ts'

export function ActionError({ message }: { message: string | null }) {
  const t = useT()
  if (!message) return null
  return (
    <p role="alert" className="text-sm font-semibold text-rani-600">
      {t(message)}
    </p>
  )
}
