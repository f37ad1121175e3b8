// Why an action on the order page (cancel, download the invoice) did not go through, read out at once.
export function ActionError({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p role="alert" className="text-sm font-semibold text-rani-600">
      {message}
    </p>
  )
}
