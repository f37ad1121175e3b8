// The words a suggestion's candidates are read by (decision 0800): the postings of each one-word
// alternative and of each completion of the last word, most popular first. Null when postings cannot
// stand for the match and suggestions read the match itself: more than one group (each group's
// candidates would have to be intersected), more completions than are worth reading one by one, or a
// prefix without a letter (search_words, where completions come from, holds no bare numbers).
import type { Lexicon } from './lexicon.ts'
import type { Plan } from './plan.ts'
import { alternativeText, SAFE_WORD } from './tsquery.ts'

/** At most this many completions of the last word are read as postings; the lexicon reads one more. */
export const PREFIX_WORDS = 16

export type SuggestionWords = {
  words: string[]
  /** Alternatives of several words ("card & holder") as tsquery text: matched, not read as postings. */
  phrases: string | null
}

export function suggestionWords(plan: Plan, lexicon: Lexicon | null): SuggestionWords | null {
  const [group, ...more] = plan.groups
  if (!group || more.length || !lexicon) return null
  const words = new Set<string>()
  const phrases: string[] = []
  for (const alt of group.alternatives) {
    const safe = alt.words.filter((w) => SAFE_WORD.test(w))
    if (alt.prefix) {
      const [prefix] = safe
      if (safe.length !== 1 || !/[a-z]/.test(prefix!) || lexicon.completions.length > PREFIX_WORDS)
        return null
      for (const word of lexicon.completions) words.add(word)
    } else if (safe.length === 1) words.add(safe[0]!)
    else if (safe.length > 1) phrases.push(alternativeText({ ...alt, words: safe }, ''))
  }
  if (!words.size && !phrases.length) return null
  return { words: [...words], phrases: phrases.length ? phrases.join(' | ') : null }
}
