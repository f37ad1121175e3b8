import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Price } from '../../app/components/ui/Price.tsx'

afterEach(cleanup)

describe('Price', () => {
  it('shows rupees with Indian digit grouping', () => {
    const { container } = render(<Price amount={123456} />)
    expect(container.textContent).toBe('₹1,23,456')
  })

  it('strikes through a higher regular price beside the amount', () => {
    const { container } = render(<Price amount={799} regular={999} />)
    const struck = container.querySelector('s')
    expect(struck?.textContent).toBe('Regular price ₹999')
    expect(container.textContent).toBe('₹799Regular price ₹999')
  })

  it('hides a regular price that is not higher (no fake discount)', () => {
    const { container } = render(<Price amount={999} regular={999} />)
    expect(container.querySelector('s')).toBeNull()
  })
})
