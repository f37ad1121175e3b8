// Streams below-the-fold data: a skeleton while the promise is pending, DataFallback if it fails.
import { Suspense, type ReactNode } from 'react'
import { Await, useAsyncError } from 'react-router'
import { DataFallback } from './DataFallback.tsx'

type Props<T> = {
  resolve: Promise<T>
  fallback: ReactNode
  /** Title for the error fallback; defaults to 'Data Loading Error'. */
  errorTitle?: string
  children: (value: T) => ReactNode
}

export function Deferred<T>({ resolve, fallback, errorTitle, children }: Props<T>) {
  return (
    <Suspense fallback={fallback}>
      <Await resolve={resolve} errorElement={<AsyncFallback title={errorTitle} />}>
        {children}
      </Await>
    </Suspense>
  )
}

function AsyncFallback({ title }: { title?: string }) {
  return <DataFallback title={title} error={useAsyncError()} />
}
