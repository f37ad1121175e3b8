// React Router's own client entry, hydrating once the page's messages are there (messages-ready.ts).
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { messagesReady } from './lib/i18n/messages-ready.ts'

void messagesReady(document).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  }),
)
