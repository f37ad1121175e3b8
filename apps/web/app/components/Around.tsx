import type { ReactNode } from 'react'

/** Stands for the element in a translated sentence: t('Did you mean {suggestion}?', { suggestion: AT }). */
export const AT = '\u0000'

/** A translated sentence with an element (a link, a bold word) where its argument was: each language
 *  puts the element where its word order wants it. */
export function Around({ text, children }: { text: string; children: ReactNode }) {
  const [before, after = ''] = text.split(AT)
  return (
    <>
      {before}
      {children}
      {after}
    </>
  )
}
