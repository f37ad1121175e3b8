import type { ReactNode } from 'react'
import { Page } from './Page.tsx'
import { PageHeader } from './PageHeader.tsx'

/** Frame of the long-form pages (about, contact, terms, privacy): narrow column, one heading. */
export function StaticPage({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string
  title: string
  children: ReactNode
}) {
  return (
    <Page width="narrow">
      <PageHeader eyebrow={eyebrow} title={title} />
      {children}
    </Page>
  )
}
