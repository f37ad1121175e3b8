import { describe, expect, it } from 'vitest'
import { isActiveHref } from '../../app/components/layout/is-active.ts'

const at = (url: string) => {
  const u = new URL(url, 'http://x')
  return { pathname: u.pathname, search: u.search }
}

describe('isActiveHref', () => {
  it('tells Trending and New apart on the same path, reading sortby too', () => {
    expect(isActiveHref('/browse-all?sortBy=trending', at('/browse-all?sortBy=trending&category=pets'))).toBe(
      true,
    )
    expect(isActiveHref('/browse-all?sortBy=new', at('/browse-all?sortBy=trending'))).toBe(false)
    expect(isActiveHref('/browse-all?sortBy=new', at('/browse-all?sortby=new'))).toBe(true)
  })

  it('matches a section and its pages, and Home only at /', () => {
    expect(isActiveHref('/binge', at('/binge/12'))).toBe(true)
    expect(isActiveHref('/brands', at('/brandsworth'))).toBe(false)
    expect(isActiveHref('/', at('/about'))).toBe(false)
    expect(isActiveHref('/', at('/'))).toBe(true)
  })
})
