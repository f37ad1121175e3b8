import { Button } from '../../components/ui/Button.tsx'

/** The next batch of votes, on request (both My Votes lists). */
export function ShowMoreVotes({ onClick }: { onClick: () => void }) {
  return (
    <div className="flex justify-center">
      <Button variant="secondary" onClick={onClick}>
        Show more votes
      </Button>
    </div>
  )
}
