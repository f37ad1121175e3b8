// Meta Conversions API: one server event per call, POST {graph}/v21.0/{pixel}/events. The access token
// travels in the body (not the URL, which proxies and logs keep).
export type MetaSettings = { graphUrl: string; pixelId: string; accessToken: string; testEventCode?: string }

/** One event as Meta expects it (customer information parameters already hashed where required). */
export type ServerEvent = {
  event_name: string
  event_time: number
  event_source_url?: string
  action_source: 'website'
  event_id: string
  user_data: {
    em?: string[]
    client_user_agent?: string
    client_ip_address?: string
    fbp?: string
    fbc?: string
  }
  custom_data: {
    currency: 'INR'
    value?: number
    content_ids?: string[]
    content_type?: string
    contents?: { id: string; quantity?: number; item_price?: number }[]
  }
}

export type SendResult = { ok: true } | { ok: false; message: string }

export const GRAPH_API_VERSION = 'v21.0'

export async function sendServerEvent(settings: MetaSettings, event: ServerEvent): Promise<SendResult> {
  const url = `${settings.graphUrl.replace(/\/+$/, '')}/${GRAPH_API_VERSION}/${settings.pixelId}/events`
  const body = {
    data: [event],
    access_token: settings.accessToken,
    ...(settings.testEventCode && { test_event_code: settings.testEventCode }),
  }
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(5000),
    })
    if (res.ok) return { ok: true }
    const answer = (await res.json().catch(() => null)) as { error?: { message?: string } } | null
    return { ok: false, message: `Meta answered ${res.status}: ${answer?.error?.message ?? res.statusText}` }
  } catch (err) {
    return { ok: false, message: `Meta could not be reached: ${(err as Error).message}` }
  }
}
