// A fake Meta Conversions API: checks each request like Meta would (path with version and pixel id, the
// access token, one event with the required fields, a hashed email, INR) and answers like Meta: the
// count received, or Meta's error shape naming what was wrong.
import { startFake, type FakeAnswer, type Received } from './listen.ts'

export const FAKE_PIXEL_ID = '1234567890'
export const FAKE_META_TOKEN = 'capi-test-token'

type Event = Record<string, unknown> & {
  user_data?: Record<string, unknown>
  custom_data?: Record<string, unknown>
}

function problems(req: Received): string[] {
  const out: string[] = []
  if (req.method !== 'POST' || req.url !== `/v21.0/${FAKE_PIXEL_ID}/events`)
    out.push(`${req.method} ${req.url}`)
  const body = req.body as { data?: Event[]; access_token?: string }
  if (body?.access_token !== FAKE_META_TOKEN) return ['Invalid OAuth access token.']
  if (!Array.isArray(body.data) || body.data.length !== 1) return [...out, 'data must hold one event']
  const e = body.data[0]!
  if (typeof e.event_name !== 'string' || !e.event_name) out.push('event_name')
  const now = Date.now() / 1000
  if (!Number.isInteger(e.event_time) || Math.abs((e.event_time as number) - now) > 300)
    out.push('event_time')
  if (e.action_source !== 'website') out.push('action_source')
  if (typeof e.event_id !== 'string') out.push('event_id')
  const em = e.user_data?.em
  if (em !== undefined && (!Array.isArray(em) || em.some((h) => !/^[0-9a-f]{64}$/.test(String(h))))) {
    out.push('user_data.em must be SHA-256 hex')
  }
  if (!e.user_data?.client_ip_address || !e.user_data?.client_user_agent) out.push('client ip and user agent')
  if (e.custom_data?.currency !== 'INR') out.push('custom_data.currency')
  return out
}

function answer(req: Received): FakeAnswer {
  const wrong = problems(req)
  if (wrong.length) {
    return { status: 400, body: { error: { message: wrong.join('; '), type: 'OAuthException', code: 100 } } }
  }
  return { status: 200, body: { events_received: 1, messages: [], fbtrace_id: 'fake-trace' } }
}

const outage: FakeAnswer = {
  status: 503,
  body: { error: { message: 'Service temporarily unavailable', type: 'OAuthException', code: 2 } },
}

/**
 * `failing()` true: well-formed events get Meta's temporary error (an outage). `accepted` lists the
 * event ids Meta took, as Meta counts them (a repeated event_id is dropped there, so tests count here).
 */
export async function startFakeMeta(opts: { failing?: () => boolean } = {}) {
  const accepted: string[] = []
  const fake = await startFake((req) => {
    const reply = answer(req)
    if (reply !== 'hang-up' && reply.status === 200) {
      if (opts.failing?.()) return outage
      accepted.push(String((req.body as { data: { event_id: string }[] }).data[0]!.event_id))
    }
    return reply
  })
  return Object.assign(fake, { accepted })
}
