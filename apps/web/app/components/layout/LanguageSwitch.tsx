// English ⇄ हिन्दी: a plain link to the same page in the other language (decision 0790). A whole new
// page loads, with that language's messages, and each language keeps its own cacheable address.
import { useLocation } from 'react-router'
import { pathIn } from '../../lib/i18n/locale.ts'
import { useLocale } from '../../lib/i18n/use-t.ts'

export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { pathname, search } = useLocation()
  const other = useLocale() === 'hi-IN' ? 'en-IN' : 'hi-IN'
  return (
    <a href={pathIn(other, pathname) + search} hrefLang={other} lang={other} className={className}>
      {other === 'hi-IN' ? 'हिन्दी' : 'English'}
    </a>
  )
}
