// Razorpay's REST API through its documented calls (Basic auth with the key id and secret, JSON bodies,
// amounts in paise). The official SDK has no setting for its host, and tests must point the store at a
// local fake, so the few calls are made here (docs/decisions/0600). `fetch` is swappable: the sandbox
// gateway is reached in-process with the same HTTP requests.
import {
  GatewayRejectedError,
  GatewayUnavailableError,
  type RazorpayErrorBody,
  type RazorpayOrder,
  type RazorpayPayment,
  type RazorpayRefund,
} from './razorpay-entities.ts'

export type RazorpayCredentials = { apiUrl: string; keyId: string; keySecret: string; timeoutMs: number }
export type Fetch = (url: string, init: RequestInit) => Promise<Response>

export type NewGatewayOrder = { amount: number; receipt: string; notes: Record<string, string> }

export interface RazorpayApi {
  createOrder(order: NewGatewayOrder): Promise<RazorpayOrder>
  fetchPayment(paymentId: string): Promise<RazorpayPayment>
  orderPayments(gatewayOrderId: string): Promise<RazorpayPayment[]>
  capture(paymentId: string, amount: number): Promise<RazorpayPayment>
  refund(paymentId: string, amount: number, receipt: string): Promise<RazorpayRefund>
}

export function razorpayClient(creds: RazorpayCredentials, fetchImpl: Fetch = fetch): RazorpayApi {
  const auth = `Basic ${Buffer.from(`${creds.keyId}:${creds.keySecret}`).toString('base64')}`
  const base = creds.apiUrl.replace(/\/$/, '')

  async function call<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
    let res: Response
    try {
      res = await fetchImpl(`${base}/v1${path}`, {
        method,
        headers: { authorization: auth, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(creds.timeoutMs),
      })
    } catch (err) {
      const why = err instanceof Error && err.name === 'TimeoutError' ? 'timed out' : 'could not be reached'
      throw new GatewayUnavailableError(`The payment gateway ${why}`)
    }
    const text = await res.text().catch(() => '')
    if (res.status >= 500) throw new GatewayUnavailableError(`The payment gateway answered ${res.status}`)
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      throw new GatewayUnavailableError(`The payment gateway answered ${res.status} without JSON`)
    }
    if (!res.ok) {
      const error = (json as Partial<RazorpayErrorBody>).error
      throw new GatewayRejectedError(
        res.status,
        error?.code ?? 'BAD_REQUEST_ERROR',
        error?.description ?? `The payment gateway answered ${res.status}`,
      )
    }
    return json as T
  }

  const id = (value: string) => encodeURIComponent(value)
  return {
    createOrder: (order) => call('POST', '/orders', { ...order, currency: 'INR' }),
    fetchPayment: (paymentId) => call('GET', `/payments/${id(paymentId)}?expand[]=card`),
    orderPayments: async (gatewayOrderId) =>
      (await call<{ items: RazorpayPayment[] }>('GET', `/orders/${id(gatewayOrderId)}/payments`)).items,
    capture: (paymentId, amount) =>
      call('POST', `/payments/${id(paymentId)}/capture`, { amount, currency: 'INR' }),
    refund: (paymentId, amount, receipt) =>
      call('POST', `/payments/${id(paymentId)}/refund`, { amount, speed: 'normal', receipt }),
  }
}
