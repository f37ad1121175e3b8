import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DataFallback } from '../../app/components/DataFallback.tsx'

// The network is the boundary: fetch is replaced to observe what is sent to the UI logger.
const fetchSpy = vi.fn(async () => new Response('{}', { status: 202 }))
beforeEach(() => {
  fetchSpy.mockClear()
  vi.stubGlobal('fetch', fetchSpy)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('DataFallback', () => {
  it("defaults to 'Data Loading Error' and \"We couldn't load this data right now\"", () => {
    render(<DataFallback />)
    expect(screen.getByRole('heading').textContent).toBe('Data Loading Error')
    expect(screen.getByText("We couldn't load this data right now")).toBeTruthy()
  })

  it('shows a given title and message, and retry calls back', () => {
    const onRetry = vi.fn()
    render(<DataFallback title="Brands are napping" message="Try again soon" onRetry={onRetry} />)
    expect(screen.getByRole('heading').textContent).toBe('Brands are napping')
    expect(screen.getByText('Try again soon')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('reports the failure to POST /api/ui-logger', () => {
    render(<DataFallback error={new Error('HTTP 503')} />)
    expect(fetchSpy).toHaveBeenCalledOnce()
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/ui-logger')
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toMatchObject({
      severity: 'warn',
      context: { source: 'DataFallback' },
      message: 'Data Loading Error: HTTP 503',
    })
  })
})
