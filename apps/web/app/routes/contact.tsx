import { StaticPage } from '../components/StaticPage.tsx'
import { ContactContent } from '../content/ContactContent.tsx'
import { ContactContentHindi } from '../content/ContactContentHindi.tsx'
import { useLocale } from '../lib/i18n/use-t.ts'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/contact.ts'

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Talk to us',
    description: 'Contact Haat about orders, delivery, returns, selling on Haat or your personal data.',
  })

export default function Contact() {
  const hindi = useLocale() === 'hi-IN'
  return (
    <StaticPage eyebrow="Contact" title="Talk to us">
      {hindi ? <ContactContentHindi /> : <ContactContent />}
    </StaticPage>
  )
}
