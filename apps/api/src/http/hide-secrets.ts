// A settings object logged by mistake must not carry its secrets into the log (issue 12). pino's
// wildcard redaction ('*.keySecret') did this by cloning every line's objects: 5 µs a line against
// 1.5 without it, the largest cost of answering a stored API copy after the socket writes (decision
// 0812). This looks one level down, as those paths did, and copies only a line that holds a secret.
const SECRET_KEYS = ['storefrontToken', 'adminToken', 'keySecret', 'webhookSecret'] as const
export const HIDDEN = '[Redacted]'

function holdsSecret(value: object): boolean {
  for (const key of SECRET_KEYS) if (key in value) return true
  return false
}

/** pino's `formatters.log`: the line's object, with any secret one level down replaced. */
export function hideSecrets(line: Record<string, unknown>): Record<string, unknown> {
  let out = line
  for (const key of Object.keys(line)) {
    const value = line[key]
    if (value === null || typeof value !== 'object' || !holdsSecret(value)) continue
    if (out === line) out = { ...line }
    const copy: Record<string, unknown> = { ...value }
    for (const secret of SECRET_KEYS) if (secret in copy) copy[secret] = HIDDEN
    out[key] = copy
  }
  return out
}
