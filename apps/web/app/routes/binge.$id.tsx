// Spec §2 /binge/{id}: the binge feed, starting at one tape (shared links, reel strips).
import { BingeFeed } from '../features/binge/BingeFeed.tsx'
import { startingAt } from '../features/binge/tape-order.ts'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/binge.$id.ts'

export { loader } from './binge.$id.server.ts'

export const meta: Route.MetaFunction = (args) => {
  const tape = args.loaderData?.tape
  return pageMeta(
    args,
    tape
      ? {
          title: `${tape.product.title} · Binge`,
          description: `Watch ${tape.product.title} in action: ${tape.product.upvoteCount} shoppers upvoted it on Haat.`,
          image: tape.thumbnailUrl,
        }
      : { title: 'Tape not found', noindex: true },
  )
}

export default function BingeTape({ loaderData }: Route.ComponentProps) {
  const { tape, page, seed } = loaderData
  return (
    <>
      <h1 className="sr-only">Binge: {tape.product.title}</h1>
      <BingeFeed
        key={tape.id}
        tapes={startingAt(tape, page.content)}
        pageNumber={page.pageNumber}
        last={page.last}
        seed={seed}
      />
    </>
  )
}
