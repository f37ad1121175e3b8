import { StaticPage } from '../components/StaticPage.tsx'
import { TermsContent } from '../content/TermsContent.tsx'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/terms.ts'

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Terms of use',
    description:
      'The terms for shopping on Haat: prices, upvote offers, delivery across India, returns and refunds.',
  })

export default function Terms() {
  return (
    <StaticPage eyebrow="Terms" title="Terms of use">
      <TermsContent />
    </StaticPage>
  )
}
