// Starts a checkout (the bag's lines or a Buy Now line) and goes where the API says. A guest on the
// built-in checkout is sent to sign in and comes back to this page (401 SIGN_IN_REQUIRED). The code
// that reads the answer loads on the tap, not with the product page.
import { useCallback, useState } from 'react'
import { useNavigate } from 'react-router'
import { useSignIn } from '../auth/use-sign-in.ts'
import { reportUiError } from '../../lib/api/ui-logger.ts'

const load = () =>
  Promise.all([import('./checkout-target.ts'), import('./checkout-error.ts'), import('./reopen-bag.ts')])

export function useStartCheckout() {
  const navigate = useNavigate()
  const { available: canSignIn, signIn } = useSignIn()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  /** `create` asks the API for the checkoutUrl; resolves true when the shopper is on their way.
   * `fromBag`: after a sign-in the bag opens again. `beforeLeave`: called with the URL just before
   * the shopper goes there (the bag hands a Shopify part's lines over to that checkout). */
  const start = useCallback(
    async (
      create: () => Promise<string>,
      {
        fromBag = false,
        beforeLeave,
      }: { fromBag?: boolean; beforeLeave?: (url: string) => Promise<void> | void } = {},
    ) => {
      setPending(true)
      setError(null)
      let parts: Awaited<ReturnType<typeof load>> | null = null
      try {
        parts = await load()
        const [{ checkoutTarget }] = parts
        const checkoutUrl = await create()
        const target = checkoutTarget(checkoutUrl, window.location.origin)
        await beforeLeave?.(checkoutUrl)
        if (target.kind === 'route') await navigate(target.path)
        else window.location.assign(target.url)
        return true
      } catch (err) {
        if (!parts) {
          setError('Could not reach the store. Check your connection.')
          return false
        }
        const [, { checkoutErrorMessage, needsSignIn }, { reopenBagAfterSignIn }] = parts
        if (needsSignIn(err) && canSignIn) {
          if (fromBag) reopenBagAfterSignIn()
          return signIn()
        }
        setError(checkoutErrorMessage(err))
        reportUiError({ severity: 'warn', source: 'checkout', message: String(err) })
        return false
      } finally {
        setPending(false)
      }
    },
    [canSignIn, navigate, signIn],
  )
  return { start, pending, error, clearError: useCallback(() => setError(null), []) }
}
