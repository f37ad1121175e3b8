// Pays the order: checks the address first; cash on delivery is placed at once, an online payment opens
// the gateway's Checkout for a payment session and sends its signed result to the API, which confirms it
// with the gateway; a 400's issues go onto their fields. One attempt key per page: a double click reuses the same gateway order. On success
// the paid lines leave the bag and the confirmation shows.
import { useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import type { Order } from '@haat/domain/catalog/order'
import { CHECKOUT_ERRORS } from '@haat/domain/rules/checkout'
import { fetchTransport } from '../../lib/api/fetch-transport.ts'
import { payOrder, startPayment, verifyPayment } from '../../lib/api/orders.ts'
import { isApiRequestError } from '../../lib/api/transport.ts'
import { reportUiError } from '../../lib/api/ui-logger.ts'
import { cartActions } from '../../store/cart-slice.ts'
import { useAppDispatch } from '../../store/store.ts'
import {
  checkoutAddress,
  codBody,
  serverFieldErrors,
  validateCheckout,
  type CheckoutForm,
  type FieldErrors,
} from './checkout-form.ts'
import { CheckoutDismissed, openGatewayCheckout } from './gateway-checkout.ts'

const newAttemptKey = () => `web-${crypto.randomUUID()}`

export function usePayOrder(order: Order) {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const [paying, setPaying] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})
  const attempt = useRef<string | null>(null)

  const payOnline = async (form: CheckoutForm) => {
    attempt.current ??= newAttemptKey()
    const session = await startPayment(fetchTransport, order.publicId, {
      address: checkoutAddress(form),
      attempt: attempt.current,
    })
    const result = await openGatewayCheckout(session, (message) => setErrors({ payment: message }))
    setErrors({})
    return verifyPayment(fetchTransport, order.publicId, result)
  }

  const pay = async (form: CheckoutForm) => {
    const found = validateCheckout(form)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
      return
    }
    if (paying) return
    setPaying(true)
    try {
      const paid =
        form.method === 'COD'
          ? await payOrder(fetchTransport, order.publicId, codBody(form))
          : await payOnline(form)
      for (const item of paid.items) dispatch(cartActions.itemRemoved(item))
      await navigate(`/orders/${paid.publicId}`, { replace: true, state: { placed: true } })
    } catch (err) {
      if (isApiRequestError(err) && err.code === CHECKOUT_ERRORS.orderAlreadyPaid)
        return void navigate(`/orders/${order.publicId}`, { replace: true })
      const message = err instanceof Error ? err.message : String(err)
      setErrors(
        isApiRequestError(err) && err.status === 400
          ? serverFieldErrors(err.issues, message)
          : { payment: message },
      )
      if (!(err instanceof CheckoutDismissed))
        reportUiError({ severity: 'warn', source: 'checkout-pay', message })
    } finally {
      setPaying(false)
    }
  }
  return { pay, paying, errors, setErrors }
}
