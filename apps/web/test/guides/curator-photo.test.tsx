import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { CuratedByCard } from '../../app/features/guides/CuratedByCard.tsx'

afterEach(cleanup)

describe('Curated by card', () => {
  it('shows the curator with their photo', () => {
    render(<CuratedByCard name="Ananya Iyer" photoUrl="/media/curators/ananya-iyer-320.webp" />)
    expect(screen.getByText('Curated by')).toBeTruthy()
    expect(screen.getByText('Ananya Iyer')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Photo of Ananya Iyer' })).toBeTruthy()
  })

  it('hides the photo when it fails to load, keeping the name', () => {
    render(
      <MemoryRouter>
        <CuratedByCard name="Ananya Iyer" photoUrl="/media/curators/missing.webp" />
      </MemoryRouter>,
    )
    fireEvent.error(screen.getByRole('img', { name: 'Photo of Ananya Iyer' }))
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByText('Ananya Iyer')).toBeTruthy()
  })

  it('has no photo at all when the guide names none', () => {
    render(<CuratedByCard name="Rohan Mehta" photoUrl={null} />)
    expect(screen.queryByRole('img')).toBeNull()
  })
})
