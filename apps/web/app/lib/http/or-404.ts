import { data } from 'react-router'
import { isNotFound } from '../api/transport.ts'

/** In a loader: an API 404 becomes the page's 404 (the error boundary shows the not-found page). */
export async function or404<T>(pending: Promise<T>): Promise<T> {
  try {
    return await pending
  } catch (err) {
    if (isNotFound(err)) throw data(null, { status: 404 })
    throw err
  }
}
