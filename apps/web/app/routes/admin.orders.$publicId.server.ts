import { data } from 'react-router'
import { shipOrderSchema } from '@haat/domain/admin/admin-orders'
import { errorsOf, errorsOfRefusal } from '../features/admin/form-errors.ts'
import { operatorAction, operatorPage } from '../features/admin/operator.server.ts'
import type { Route } from './+types/admin.orders.$publicId.ts'

export async function loader({ context, params }: Route.LoaderArgs) {
  const { admin, me } = await operatorPage(context)
  try {
    return { me, order: await admin.order(params.publicId) }
  } catch (err) {
    errorsOfRefusal(err)
    throw data(null, { status: 404 })
  }
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { admin, form } = await operatorAction(context, request)
  const intent = form.get('intent')
  try {
    if (intent === 'ship') {
      const tracking = shipOrderSchema.safeParse({
        carrier: form.get('carrier'),
        trackingNumber: form.get('trackingNumber'),
        trackingUrl: form.get('trackingUrl') || undefined,
      })
      if (!tracking.success) return data({ errors: errorsOf(tracking.error.issues) }, { status: 400 })
      await admin.orderAction(params.publicId, 'ship', tracking.data)
    } else if (intent === 'deliver' || intent === 'cancel') {
      await admin.orderAction(params.publicId, intent)
    } else {
      return data({ errors: { form: 'Unknown action' } }, { status: 400 })
    }
  } catch (err) {
    return data({ errors: errorsOfRefusal(err) }, { status: 409 })
  }
  return { errors: {} }
}
