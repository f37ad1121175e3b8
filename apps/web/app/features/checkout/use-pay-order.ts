// Pays the order (POST /api/orders/{id}/pay): checks the form first, lays the API's 400 issues onto
// their fields, and on success takes the paid lines out of the bag (the server has dropped them from
// its copy too) before showing the confirmation.
import { useState } from 'react'
import { useNavigate } from 'react-router'
import type { Order } from '@haat/domain/catalog/order'
import { CHECKOUT_ERRORS } from '@haat/domain/rules/checkout'
import { fetchTransport } from '../../lib/api/fetch-transport.ts'
import { payOrder } from '../../lib/api/orders.ts'
import { isApiRequestError } from '../../lib/api/transport.ts'
import { reportUiError } from '../../lib/api/ui-logger.ts'
import { cartActions } from '../../store/cart-slice.ts'
import { useAppDispatch } from '../../store/store.ts'
import {
  payBody,
  serverFieldErrors,
  validateCheckout,
  type CheckoutForm,
  type FieldErrors,
} from './checkout-form.ts'

export function usePayOrder(order: Order) {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const [paying, setPaying] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})

  const pay = async (form: CheckoutForm) => {
    const found = validateCheckout(form)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
      return
    }
    setPaying(true)
    try {
      const paid = await payOrder(fetchTransport, order.publicId, payBody(form))
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
      reportUiError({ severity: 'warn', source: 'checkout-pay', message })
    } finally {
      setPaying(false)
    }
  }
  return { pay, paying, errors, setErrors }
}
