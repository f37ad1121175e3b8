// The Meta Conversions API settings from the environment, or null when forwarding is off.
import type { Env } from '../../config/env.ts'
import type { MetaSettings } from './conversions-api.ts'

type MetaEnv = Pick<Env, 'META_PIXEL_ID' | 'META_ACCESS_TOKEN' | 'META_GRAPH_URL' | 'META_TEST_EVENT_CODE'>

export function metaSettings(env: MetaEnv): MetaSettings | null {
  const { META_PIXEL_ID, META_ACCESS_TOKEN, META_GRAPH_URL, META_TEST_EVENT_CODE } = env
  if (!META_PIXEL_ID || !META_ACCESS_TOKEN) return null
  return {
    graphUrl: META_GRAPH_URL,
    pixelId: META_PIXEL_ID,
    accessToken: META_ACCESS_TOKEN,
    ...(META_TEST_EVENT_CODE && { testEventCode: META_TEST_EVENT_CODE }),
  }
}
