// /admin — operators land on their orders; anyone else gets the 404 page.
import { redirect } from 'react-router'
import { operatorPage } from '../features/admin/operator.server.ts'
import type { Route } from './+types/admin._index.ts'

export async function loader({ context }: Route.LoaderArgs) {
  await operatorPage(context)
  return redirect('/admin/orders')
}

export default function AdminHome() {
  return null
}
