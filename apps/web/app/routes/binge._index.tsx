// Spec §2 /binge: the full-height video feed in the order of a seed, written into the address.
import { useEffect } from 'react'
import { useSearchParams, type ShouldRevalidateFunction } from 'react-router'
import { EmptyState } from '../components/EmptyState.tsx'
import { BingeFeed } from '../features/binge/BingeFeed.tsx'
import { isSeedWrittenIn } from '../features/binge/seed-url.ts'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/binge._index.ts'
import { useT } from '../lib/i18n/use-t.ts'

export { loader } from './binge._index.server.ts'

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Binge',
    description: 'Short product videos from independent Indian brands. Watch, upvote, unlock the offer.',
    image: args.loaderData?.page.content[0]?.thumbnailUrl,
    canonicalPath: '/binge',
  })

// Writing the drawn seed into the address must not fetch the same page again.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (isSeedWrittenIn(currentUrl, nextUrl) ? false : defaultShouldRevalidate)

export default function Binge({ loaderData }: Route.ComponentProps) {
  const { page, seed, seedInUrl } = loaderData
  const [, setSearchParams] = useSearchParams()
  const t = useT()
  useEffect(() => {
    if (seedInUrl) return
    setSearchParams(
      (p) => {
        p.set('seed', String(seed))
        return p
      },
      { replace: true, preventScrollReset: true },
    )
  }, [seed, seedInUrl, setSearchParams])
  return (
    <>
      <h1 className="sr-only">{t('Binge')}</h1>
      {page.content.length ? (
        <BingeFeed
          key={seed}
          tapes={page.content}
          pageNumber={page.pageNumber}
          last={page.last}
          seed={seed}
        />
      ) : (
        <div className="px-4 py-10">
          <EmptyState title={t('No videos yet')} />
        </div>
      )}
    </>
  )
}
