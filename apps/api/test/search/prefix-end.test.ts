// The end of a prefix's key range: every word with the prefix sorts in [prefix, end), no other word does.
import { expect, test } from 'vitest'
import { prefixEnd } from '../../src/search/prefix-end.ts'

test('the next string in the a–z/0–9 alphabet, carrying over z', () => {
  expect(prefixEnd('kesar')).toBe('kesas')
  expect(prefixEnd('kez')).toBe('kf')
  expect(prefixEnd('a9')).toBe('aa')
  expect(prefixEnd('zz')).toBeNull()
})

test('a sorted vocabulary: the range holds exactly the words with the prefix', () => {
  const words = [
    'ke',
    'kes',
    'kesa',
    'kesar',
    'kesari',
    'kesarz',
    'kesas',
    'kez',
    'kezz',
    'kf',
    'l',
  ].toSorted()
  for (const prefix of ['kes', 'kesar', 'kez', 'k', 'ke']) {
    const end = prefixEnd(prefix)
    const inRange = words.filter((w) => w >= prefix && (end === null || w < end))
    expect(inRange).toEqual(words.filter((w) => w.startsWith(prefix)))
  }
})
