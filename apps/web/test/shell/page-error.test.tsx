import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PageError } from '../../app/components/PageError.tsx'

const fetchSpy = vi.fn(async () => new Response('{}', { status: 202 }))
beforeEach(() => {
  fetchSpy.mockClear()
  vi.stubGlobal('fetch', fetchSpy)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('PageError', () => {
  it("shows 'Page Error', the message and a 'Reload Page' button", () => {
    render(<PageError message="Cannot read properties of undefined" />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Error')
    expect(screen.getByText('Cannot read properties of undefined')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeTruthy()
  })

  it('reports the error to the UI logger with its stack', () => {
    render(<PageError message="boom" stack={'Error: boom\n    at Product'} />)
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/ui-logger')
    expect(JSON.parse(String(init.body))).toMatchObject({
      severity: 'error',
      context: { source: 'ErrorBoundary' },
      message: 'boom',
      error: { message: 'boom', stack: 'Error: boom\n    at Product' },
    })
  })
})
