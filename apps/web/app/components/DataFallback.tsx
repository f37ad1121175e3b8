// Spec §2/§8 data fallback: title, message, retry; the failure is logged to the frontend error logger.
import { RefreshCw } from './icon/icons.ts'
import { useEffect } from 'react'
import { DATA_LOADING_ERROR, DATA_LOADING_MESSAGE } from '@haat/domain/constants/messages'
import { reportUiError } from '../lib/api/ui-logger.ts'
import { Button } from './ui/Button.tsx'
import { useT } from '../lib/i18n/use-t.ts'

type Props = {
  title?: string
  message?: string
  /** Omitted: retry reloads the page's data by reloading the page. */
  onRetry?: () => void
  /** What failed, for the log (not shown). */
  error?: unknown
  className?: string
}

export function DataFallback({
  title = DATA_LOADING_ERROR,
  message = DATA_LOADING_MESSAGE,
  onRetry,
  error,
  className = '',
}: Props) {
  const t = useT()
  useEffect(() => {
    const detail = error instanceof Error ? error.message : error ? String(error) : message
    reportUiError({ severity: 'warn', source: 'DataFallback', message: `${title}: ${detail}` })
  }, [title, message, error])

  return (
    <div
      role="alert"
      className={`flex flex-col items-center gap-3 rounded-card border border-dashed border-line bg-card px-6 py-10 text-center ${className}`}
    >
      <h2 className="font-display text-xl font-semibold">{t(title)}</h2>
      <p className="max-w-sm text-ink-soft">{t(message)}</p>
      <Button variant="secondary" size="sm" onClick={onRetry ?? (() => window.location.reload())}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {t('Retry')}
      </Button>
    </div>
  )
}
