// Spec §2 /binge/{id}: the binge feed, starting at one tape (shared links, reel strips).
import { BingeFeed } from '../features/binge/BingeFeed.tsx'
import { startingAt } from '../features/binge/tape-order.ts'
import { metaTranslator, pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/binge.$id.ts'
import { useT } from '../lib/i18n/use-t.ts'

export { loader } from './binge.$id.server.ts'

export const meta: Route.MetaFunction = (args) => {
  const tape = args.loaderData?.tape
  const t = metaTranslator(args.matches)
  return pageMeta(
    args,
    tape
      ? {
          title: t('{title} · Binge', { title: tape.product.title }),
          description: t('Watch {title} in action: {count} shoppers upvoted it on Haat.', {
            title: tape.product.title,
            count: tape.product.upvoteCount,
          }),
          image: tape.thumbnailUrl,
        }
      : { title: 'Tape not found', noindex: true },
  )
}

export default function BingeTape({ loaderData }: Route.ComponentProps) {
  const { tape, page, seed } = loaderData
  const t = useT()
  return (
    <>
      <h1 className="sr-only">{t('Binge: {title}', { title: tape.product.title })}</h1>
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
