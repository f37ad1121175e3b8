// What an order page shows before (or instead of) its order: a placeholder while the session and the
// order load, a sign-in invitation for guests, not found, or a failure with retry.
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '../../components/ui/Button.tsx'
import { buttonClasses } from '../../components/ui/button.ts'
import { EmptyState } from '../../components/EmptyState.tsx'
import { Skeleton } from '../../components/ui/Skeleton.tsx'
import { useSignIn } from '../auth/use-sign-in.ts'
import type { OrderLoad } from './use-order.ts'
import { useT } from '../../lib/i18n/use-t.ts'

/** `title`: 'Sign in to see your orders', in the page's language. */
export function SignInToSee({ title }: { title: string }) {
  const { available, signIn } = useSignIn()
  const t = useT()
  return (
    <EmptyState title={title}>
      <p>{t('Orders belong to your account, so they are shown once you sign in.')}</p>
      {available && (
        <Button className="mt-4" onClick={() => void signIn()}>
          {t('Sign in')}
        </Button>
      )}
    </EmptyState>
  )
}

export function OrderGate({
  load,
  retry,
  children,
}: {
  load: OrderLoad
  retry: () => void
  children: ReactNode
}) {
  const t = useT()
  if (load.kind === 'guest') return <SignInToSee title={t('Sign in to see this order')} />
  if (load.kind === 'notFound')
    return (
      <EmptyState title={t('We could not find this order')}>
        <p>{t('It may belong to another account.')}</p>
        <Link to="/orders" className={buttonClasses('secondary', 'md', 'mt-4')}>
          {t('My Orders')}
        </Link>
      </EmptyState>
    )
  if (load.kind === 'failed')
    return (
      <EmptyState title={t('This order could not be loaded')}>
        <p>{t(load.message)}</p>
        <Button className="mt-4" onClick={retry}>
          {t('Try again')}
        </Button>
      </EmptyState>
    )
  if (load.kind === 'loading')
    return (
      <div className="grid gap-4 md:grid-cols-[1fr_24rem]" role="status" aria-label={t('Loading your order')}>
        <Skeleton className="h-96 rounded-card" />
        <Skeleton className="h-72 rounded-card" />
      </div>
    )
  return <>{children}</>
}
