// What every answer to a generated request must be: no 5xx, errors as JSON { error, message }, and
// nothing of the server's insides (stack traces, SQL, file paths) in any body.
export type Answer = { status: number; headers: Record<string, unknown>; body: string }

const LEAKS: [string, RegExp][] = [
  ['stack trace', /\n\s+at \S+ \(|at async |\bat Object\.<anonymous>/],
  ['file path', /\/(?:work|home|usr|tmp|app)\/[\w./-]+\.(?:ts|js|mjs)|node_modules\//],
  [
    'SQL',
    /\b(?:select|insert|update|delete)\b[^"]{0,80}\b(?:from|into|set)\b[^"]{0,80}\bwhere\b|syntax error at or near|violates (?:unique|foreign key|check) constraint|relation "\w+"/i,
  ],
  ['driver error', /\bECONNREFUSED\b|\bPGlite\b|\bdrizzle\b|DrizzleQueryError|Failed query:/i],
]

export function problemsWith(answer: Answer, method: string): string[] {
  const problems: string[] = []
  if (answer.status >= 500) problems.push(`status ${answer.status}`)
  if (answer.status >= 400 && method !== 'HEAD') {
    let json: unknown
    try {
      json = JSON.parse(answer.body)
    } catch {
      problems.push('error body is not JSON')
    }
    const e = json as { error?: unknown; message?: unknown } | undefined
    if (json !== undefined && (typeof e?.error !== 'string' || typeof e?.message !== 'string'))
      problems.push('error body is not { error, message }')
  }
  for (const [what, pattern] of LEAKS) if (pattern.test(answer.body)) problems.push(`${what} in body`)
  return problems
}
