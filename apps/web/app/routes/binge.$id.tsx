import { Link } from 'react-router'
import { Deferred } from '../components/Deferred.tsx'
import { Page } from '../components/Page.tsx'
import { Section } from '../components/Section.tsx'
import { TapeGrid } from '../components/catalog/TapeGrid.tsx'
import { Skeleton } from '../components/ui/Skeleton.tsx'
import { buttonClasses } from '../components/ui/button.ts'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/binge.$id.ts'

export { loader } from './binge.$id.server.ts'

export const meta: Route.MetaFunction = (args) => {
  const tape = args.loaderData?.tape
  return pageMeta(
    args,
    tape
      ? { title: `${tape.product.title} · Binge`, image: tape.thumbnailUrl }
      : { title: 'Tape not found', noindex: true },
  )
}

export default function BingeTape({ loaderData }: Route.ComponentProps) {
  const { tape, more } = loaderData
  return (
    <Page>
      <div className="mx-auto max-w-sm space-y-4">
        <h1 className="font-display text-2xl font-semibold">{tape.product.title}</h1>
        <video
          src={tape.url}
          poster={tape.thumbnailUrl}
          controls
          playsInline
          muted
          autoPlay
          loop
          width={540}
          height={960}
          className="aspect-[9/16] w-full rounded-card bg-neel-900"
        />
        <Link to={`/product/${tape.product.slug}`} className={buttonClasses('primary', 'lg', 'w-full')}>
          View product
        </Link>
      </div>
      <Section title="More tapes" href="/binge">
        <Deferred resolve={more} fallback={<Skeleton className="aspect-[9/16] w-40" />}>
          {(page) => <TapeGrid tapes={page.content} activeId={tape.id} />}
        </Deferred>
      </Section>
    </Page>
  )
}
