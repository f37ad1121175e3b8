import { StaticPage } from '../components/StaticPage.tsx'
import { PrivacyContent } from '../content/PrivacyContent.tsx'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/privacy.ts'

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Privacy policy',
    description:
      'What Haat collects, what we keep in your browser, and your rights under India’s data protection law.',
  })

export default function Privacy() {
  return (
    <StaticPage eyebrow="Privacy" title="Privacy policy">
      <PrivacyContent />
    </StaticPage>
  )
}
