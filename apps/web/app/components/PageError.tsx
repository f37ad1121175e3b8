// Spec §2/§8 page error fallback: 'Page Error', the message and 'Reload Page'; reported to the logger.
import { useEffect } from 'react'
import { PAGE_ERROR, RELOAD_PAGE } from '@haat/domain/constants/messages'
import { reportUiError } from '../lib/api/ui-logger.ts'
import { Button } from './ui/Button.tsx'
import { useT } from '../lib/i18n/use-t.ts'

export function PageError({ message, stack }: { message: string; stack?: string }) {
  const t = useT()
  useEffect(() => {
    reportUiError({ severity: 'error', source: 'ErrorBoundary', message, stack })
  }, [message, stack])

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-20 text-center">
      <p aria-hidden="true" className="text-5xl">
        🪔
      </p>
      <h1 className="font-display text-3xl font-semibold">{t(PAGE_ERROR)}</h1>
      <p className="text-ink-soft">{t(message)}</p>
      <Button onClick={() => window.location.reload()}>{t(RELOAD_PAGE)}</Button>
    </section>
  )
}
