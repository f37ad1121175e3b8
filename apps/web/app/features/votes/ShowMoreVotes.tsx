import { Button } from '../../components/ui/Button.tsx'
import { useT } from '../../lib/i18n/use-t.ts'

/** The next batch of votes, on request (both My Votes lists). */
export function ShowMoreVotes({ onClick }: { onClick: () => void }) {
  const t = useT()
  return (
    <div className="flex justify-center">
      <Button variant="secondary" onClick={onClick}>
        {t('Show more votes')}
      </Button>
    </div>
  )
}
