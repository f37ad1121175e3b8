// The first string after every word that starts with a prefix, for a range scan of an ordinary index:
// words are a–z/0–9 only (fold.ts), which sort the same in every collation (digits, then letters), so
// the end stays in that alphabet too ("kesar" → "kesas", "kez" → "kf", "a9" → "aa"; "zz" → none).
export function prefixEnd(prefix: string): string | null {
  const kept = prefix.replace(/z+$/, '')
  if (!kept) return null
  const last = kept.at(-1)!
  const next = last === '9' ? 'a' : String.fromCharCode(last.charCodeAt(0) + 1)
  return kept.slice(0, -1) + next
}
