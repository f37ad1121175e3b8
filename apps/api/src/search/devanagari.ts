// Devanagari → Latin letters as Indian shoppers type Hindi (शहद → shahad, चश्मा → chashma), through
// Sanscript's ITRANS scheme (sh, ch, aa as shoppers type them), lower-cased, then folded like any word. Hindi drops the inherent vowel at a word's end
// and between a vowel-carrying syllable and the next one (हेडफोन → hedphon, not hedaphona): a virama
// is added there before transliterating, which Sanscript then honours.
import Sanscript from '@indic-transliteration/sanscript'

// The package's types declare t() without `export` inside its namespace, so TypeScript cannot see it.
const { t: transliterate } = Sanscript as unknown as { t: (data: string, from: string, to: string) => string }

const CONSONANT = '[\u0915-\u0939\u0958-\u095F]'
const SIGN = '[\u093E-\u094C\u0962\u0963]' // vowel signs
const NUKTA = /\u093C/g
const CANDRA_O = /\u0949/g // ऑ sign in English loanwords (कॉफ़ी): an o

/** Final consonant with no vowel sign, and a medial one between two vowel-carrying syllables. */
const FINAL = new RegExp(`(${CONSONANT})(?![\u093E-\u094D\u0900-\u0903])$`)
const MEDIAL = new RegExp(`((?:${SIGN}|[\u0905-\u0914])${CONSONANT})(?=${CONSONANT}${SIGN})`, 'g')

function schwaDeleted(word: string): string {
  return word.replace(MEDIAL, '$1\u094D').replace(FINAL, '$1\u094D')
}

function transliterateRun(run: string): string {
  const prepared = schwaDeleted(run.replace(NUKTA, '').replace(CANDRA_O, '\u094B'))
  // ITRANS marks (~N, .h, ^) are not letters a shopper types.
  return transliterate(prepared, 'devanagari', 'itrans')
    .replace(/[^A-Za-z0-9\s]/g, '')
    .toLowerCase()
}

/** The text in pieces, Devanagari runs transliterated and marked. */
export function scriptPieces(text: string): Array<{ text: string; devanagari: boolean }> {
  return text
    .split(/([\u0900-\u097F]+)/)
    .map((piece, i) =>
      i % 2 ? { text: transliterateRun(piece), devanagari: true } : { text: piece, devanagari: false },
    )
}
