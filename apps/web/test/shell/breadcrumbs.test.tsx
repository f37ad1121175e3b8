import { cleanup, render, screen } from '@testing-library/react'
import { createRoutesStub, MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { Breadcrumbs } from '../../app/components/Breadcrumbs.tsx'

afterEach(cleanup)

const LONG = 'Hand-block Printed Cotton Kurta Set' // 35 characters

function renderCrumbs(origin?: string) {
  return render(
    <MemoryRouter>
      <Breadcrumbs
        origin={origin}
        items={[{ name: 'Apparel', href: '/browse-all?category=apparel' }, { name: LONG }]}
      />
    </MemoryRouter>,
  )
}

describe('Breadcrumbs', () => {
  it('starts at Home and links every step but the current page', () => {
    renderCrumbs()
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/')
    expect(screen.getByRole('link', { name: 'Apparel' }).getAttribute('href')).toBe(
      '/browse-all?category=apparel',
    )
    expect(screen.getAllByRole('link')).toHaveLength(2)
  })

  it('cuts names over 30 characters to 20 plus an ellipsis, keeping the full name as a tooltip', () => {
    renderCrumbs()
    const current = screen.getByText('Hand-block Printed C…')
    expect(current.getAttribute('aria-current')).toBe('page')
    expect(current.getAttribute('title')).toBe(LONG)
    expect(screen.getByText('Apparel').getAttribute('title')).toBeNull()
  })

  it('writes a BreadcrumbList with absolute URLs and full names when given the origin', () => {
    const { container } = renderCrumbs('https://haat.example')
    const script = container.querySelector('script[type="application/ld+json"]')
    const data = JSON.parse(script?.textContent ?? '{}')
    expect(data['@type']).toBe('BreadcrumbList')
    expect(data.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Home', 'Apparel', LONG])
    expect(data.itemListElement[1].item).toBe('https://haat.example/browse-all?category=apparel')
    expect(data.itemListElement[2].item).toBeUndefined()
  })

  it("points a Hindi page's BreadcrumbList at the Hindi addresses (decision 0791)", async () => {
    const Stub = createRoutesStub([
      {
        id: 'root',
        path: '/',
        loader: () => ({ locale: 'hi-IN' }),
        HydrateFallback: () => null,
        Component: () => (
          <Breadcrumbs
            origin="https://haat.example"
            items={[{ name: 'Apparel', href: '/browse-all?category=apparel' }, { name: LONG }]}
          />
        ),
      },
    ])
    const { container } = render(<Stub />)
    await screen.findByRole('navigation')
    const script = container.querySelector('script[type="application/ld+json"]')
    const items = JSON.parse(script?.textContent ?? '{}').itemListElement as { item?: string }[]
    expect(items.map((i) => i.item)).toEqual([
      'https://haat.example/hi',
      'https://haat.example/hi/browse-all?category=apparel',
      undefined,
    ])
  })

  it('writes no JSON-LD without an origin', () => {
    const { container } = renderCrumbs()
    expect(container.querySelector('script')).toBeNull()
  })
})
