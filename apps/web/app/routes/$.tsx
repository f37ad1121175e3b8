import { data } from 'react-router'
import { NotFound } from '../components/NotFound.tsx'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/$.ts'

/** Any address no other route claims: the 404 page, answered with HTTP status 404. */
export function loader() {
  return data(null, { status: 404 })
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Page not found', noindex: true })

export default function CatchAll() {
  return <NotFound />
}
