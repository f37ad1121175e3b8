// Query words → the folded form products are indexed in. The same rules as haat_fold_word and
// haat_words in drizzle/0008_search_fold.sql (documents are folded by the database); the fold test
// runs both over the catalogue's words and fails if they ever disagree.

const PLURAL_KEPT = /(ss|us|is)$/
const PLURAL_ES = /(sses|xes|ches|shes|zes)$/

export function foldWord(w: string): string {
  let s = w
  if (s.length > 3 && !PLURAL_KEPT.test(s)) {
    if (PLURAL_ES.test(s)) s = s.slice(0, -2)
    else if (s.endsWith('s')) s = s.slice(0, -1)
  }
  return s
    .replaceAll('ph', 'f')
    .replace(/([bcdgjkpst])h/g, '$1')
    .replace(/[wzq]/g, (c) => ({ w: 'v', z: 'j', q: 'k' })[c]!)
    .replaceAll('ee', 'i')
    .replaceAll('oo', 'u')
    .replace(/([a-z])\1+/g, '$1')
}

/** Lower-case a–z/0–9 words, accents dropped (as haat_words). */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
}
