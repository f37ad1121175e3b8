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

export function SignInToSee({ what }: { what: string }) {
  const { available, signIn } = useSignIn()
  return (
    <EmptyState title={`Sign in to see ${what}`}>
      <p>Orders belong to your account, so they are shown once you sign in.</p>
      {available && (
        <Button className="mt-4" onClick={() => void signIn()}>
          Sign in
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
  if (load.kind === 'guest') return <SignInToSee what="this order" />
  if (load.kind === 'notFound')
    return (
      <EmptyState title="We could not find this order">
        <p>It may belong to another account.</p>
        <Link to="/orders" className={buttonClasses('secondary', 'md', 'mt-4')}>
          My Orders
        </Link>
      </EmptyState>
    )
  if (load.kind === 'failed')
    return (
      <EmptyState title="This order could not be loaded">
        <p>{load.message}</p>
        <Button className="mt-4" onClick={retry}>
          Try again
        </Button>
      </EmptyState>
    )
  if (load.kind === 'loading')
    return (
      <div className="grid gap-4 md:grid-cols-[1fr_24rem]" role="status" aria-label="Loading your order">
        <Skeleton className="h-96 rounded-card" />
        <Skeleton className="h-72 rounded-card" />
      </div>
    )
  return <>{children}</>
}
