// A shopper's raw text → the words search works with. Whatever is typed, the cost is capped: invisible
// characters go, Devanagari becomes Latin letters, at most MAX_WORDS words of at most MAX_WORD_LENGTH.
import { scriptPieces } from './devanagari.ts'
import { foldWord, wordsOf } from './fold.ts'

export const MAX_WORDS = 8
const MAX_WORD_LENGTH = 40
// Soft hyphen, joiners, marks of direction, fillers and BOM: never part of a word (alternatives, not a
// character class, because some are combining marks).
const INVISIBLE =
  /\u00AD|\u034F|\u061C|\u115F|\u1160|\u17B4|\u17B5|\u180E|[\u200B-\u200F]|[\u202A-\u202E]|[\u2060-\u206F]|\uFEFF/g

/** typed: as typed, or as transliterated when written in Devanagari (then devanagari is true). */
export type QueryWord = { typed: string; folded: string; devanagari?: boolean }
export type AnalysedQuery = {
  words: QueryWord[]
  /** The query as matched, in Latin letters ("शहद" → "shahad"). */
  text: string
  /** The shopper is still typing the last word (no space after it): it may be a prefix. */
  lastWordOpen: boolean
}

export function analyseQuery(raw: string): AnalysedQuery {
  const visible = raw.normalize('NFKC').replace(INVISIBLE, '')
  const words = scriptPieces(visible)
    .flatMap(({ text, devanagari }) =>
      wordsOf(text).map((w): QueryWord => ({
        typed: w,
        folded: foldWord(w),
        ...(devanagari && { devanagari }),
      })),
    )
    .filter((w) => w.typed.length <= MAX_WORD_LENGTH)
    .slice(0, MAX_WORDS)
  return {
    words,
    text: words.map((w) => w.typed).join(' '),
    lastWordOpen: !/[\s\p{P}]$/u.test(visible),
  }
}
