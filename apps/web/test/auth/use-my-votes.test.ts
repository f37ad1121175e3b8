// My Votes signed in: pages of GET /api/product/upvoted, asked for only while the spec's §4 paging rule
// says there is a next page; a product shifted by a new vote is not listed twice; failures offer retry.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MY_VOTES_PAGE_SIZE, useMyVotes } from '../../app/features/votes/use-my-votes.ts'
import { summary } from '../listing/summaries.ts'
import { fakeFetch, type Seen } from './fake-fetch.ts'

type PageAnswer = { ids: number[]; last: boolean; totalPages: number; total: number }

function serve(pages: Array<PageAnswer | 'fail'>) {
  return fakeFetch((req: Seen) => {
    const page = Number(new URL(req.url, 'https://x').searchParams.get('page'))
    const answer = pages[page]
    if (!answer || answer === 'fail') return { status: 500, body: { error: 'internal', message: 'boom' } }
    return {
      status: 200,
      body: {
        content: answer.ids.map((id) => summary(id)),
        pageNumber: page,
        totalPages: answer.totalPages,
        last: answer.last,
        totalElements: answer.total,
      },
    }
  })
}

beforeEach(() => localStorage.setItem('access_token', 'at-1'))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('useMyVotes', () => {
  it('asks for page 0 with the bearer token, then the next page on request until the last', async () => {
    const net = serve([
      { ids: [1, 2], last: false, totalPages: 2, total: 3 },
      { ids: [2, 3], last: true, totalPages: 2, total: 3 }, // 2 moved down after a new vote
    ])
    vi.stubGlobal('fetch', net.fn)
    const { result } = renderHook(() => useMyVotes('u-1'))
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(net.seen[0]!.url).toBe(`/api/product/upvoted?page=0&size=${MY_VOTES_PAGE_SIZE}`)
    expect(net.seen[0]!.headers.authorization).toBe('Bearer at-1')
    expect(result.current.next).toBe(1)
    act(() => result.current.more())
    await waitFor(() => expect(result.current.products.map((p) => p.id)).toEqual([1, 2, 3]))
    expect(result.current.next).toBeNull()
    expect(result.current.total).toBe(3)
  })

  it('stops when pageNumber + 1 reaches totalPages even if the answer is not marked last', async () => {
    const net = serve([{ ids: [1], last: false, totalPages: 1, total: 1 }])
    vi.stubGlobal('fetch', net.fn)
    const { result } = renderHook(() => useMyVotes('u-1'))
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.next).toBeNull()
    act(() => result.current.more())
    expect(net.seen).toHaveLength(1)
  })

  it('a failed page offers retry and keeps what was shown', async () => {
    const net = serve([{ ids: [1], last: false, totalPages: 2, total: 2 }, 'fail'])
    vi.stubGlobal('fetch', net.fn)
    const { result } = renderHook(() => useMyVotes('u-1'))
    await waitFor(() => expect(result.current.status).toBe('ready'))
    act(() => result.current.more())
    await waitFor(() => expect(result.current.status).toBe('failed'))
    expect(result.current.products.map((p) => p.id)).toEqual([1])
    const pages = net.seen.filter((c) => !c.url.includes('/ui-logger')) // the failure's own log
    expect(pages.at(-1)!.url).toContain('page=1')
  })
})
