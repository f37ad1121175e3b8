// The menu drawer's account rows: "Sign in" for guests; the shopper's name, My Orders, Store admin (operators) and "Sign out"
// once signed in.
import { LogOut, UserRound } from '../../components/icon/icons.ts'
import { useAppSelector } from '../../store/store.ts'
import { OrdersLink } from '../orders/OrdersLink.tsx'
import { AdminLink } from './AdminLink.tsx'
import { useSignIn, useSignOut } from './use-sign-in.ts'
import { useT } from '../../lib/i18n/use-t.ts'

const row = 'flex w-full items-center gap-3 rounded-xl px-3 py-3 text-[0.9375rem] font-medium hover:bg-sand'

export function DrawerAccount({ onDone }: { onDone: () => void }) {
  const user = useAppSelector((s) => s.auth.user)
  const { available, signIn } = useSignIn()
  const signOut = useSignOut()
  const t = useT()
  if (!available) return null
  return (
    <div className="mx-2 mt-2 border-t border-line pt-2">
      {user ? (
        <>
          <p className="truncate px-3 pt-2 text-sm text-ink-faint">
            {t('Signed in as {name}', { name: user.name })}
          </p>
          <OrdersLink className={row} iconClassName="size-5 text-saffron-600" onNavigate={onDone} />
          <AdminLink className={row} iconClassName="size-5 text-saffron-600" onNavigate={onDone} />
          <button type="button" className={row} onClick={() => void signOut()}>
            <LogOut aria-hidden="true" className="size-5 text-saffron-600" />
            {t('Sign out')}
          </button>
        </>
      ) : (
        <button
          type="button"
          className={row}
          onClick={() => {
            onDone()
            void signIn()
          }}
        >
          <UserRound aria-hidden="true" className="size-5 text-saffron-600" />
          {t('Sign in')}
        </button>
      )}
    </div>
  )
}
