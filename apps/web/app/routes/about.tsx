import { StaticPage } from '../components/StaticPage.tsx'
import { AboutContent } from '../content/AboutContent.tsx'
import { AboutContentHindi } from '../content/AboutContentHindi.tsx'
import { useLocale } from '../lib/i18n/use-t.ts'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/about.ts'

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'About us',
    description:
      'How Haat works: an online market for independent Indian brands where your upvote unlocks exclusive discounts.',
  })

export default function About() {
  const hindi = useLocale() === 'hi-IN'
  return (
    <StaticPage eyebrow="About us" title="The online haat for independent Indian brands">
      {hindi ? <AboutContentHindi /> : <AboutContent />}
    </StaticPage>
  )
}
