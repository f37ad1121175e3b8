// Which requests the page cache may answer from a stored copy: Hindi pages (/hi/…) like their English
// twins, each under its own key.
import { describe, expect, it } from 'vitest'
import { sharedPageKey } from '../../server/page-cache/shared-pages.ts'

const CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'
const get = (url: string) => sharedPageKey({ method: 'GET', url, headers: { 'user-agent': CHROME } })

describe('sharedPageKey', () => {
  it('keeps catalogue pages in both languages apart', () => {
    expect(get('/product/chai')).toBe('browser /product/chai')
    expect(get('/hi/product/chai')).toBe('browser /hi/product/chai')
    expect(get('/hi')).toBe('browser /hi')
    expect(get('/hi/_root.data')).toBe('browser /hi/_root.data')
  })

  it('leaves pages about one shopper out in Hindi too', () => {
    expect([get('/hi/orders'), get('/hi/checkout/12'), get('/hi/votes'), get('/hindi')]).toEqual([
      null,
      null,
      null,
      null,
    ])
  })
})
