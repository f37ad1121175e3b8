// My Votes for a guest (spec §2/§6; sign-in comes later): the page explains My Votes and lists the
// products of this browser's guest_upvotes list, newest vote first.
import { expect, test } from '../support/test.ts'

test('a guest sees the votes held in this browser', async ({ page }) => {
  const listing = await page.request
    .get('/api/product?page=0&size=3&sort=launchedOn:desc')
    .then((r) => r.json())
  const [older, newer] = listing.content as Array<{ id: number; title: string; slug: string }>
  await page.addInitScript(
    (ids) => localStorage.setItem('guest_upvotes', JSON.stringify(ids)),
    [older!.id, newer!.id],
  )
  await page.goto('/votes')
  await expect(page.getByRole('heading', { level: 1, name: 'My Votes' })).toBeVisible()
  await expect(page.getByText(/once you are signed in/i)).toBeVisible()
  const cards = page.getByTestId('product-card')
  await expect(cards).toHaveCount(2)
  await expect(cards.nth(0)).toHaveAttribute('data-product-id', String(newer!.id))
  await expect(cards.nth(1)).toHaveAttribute('data-product-id', String(older!.id))
})

test('a guest without votes is invited to explore', async ({ page }) => {
  await page.goto('/votes')
  await expect(page.getByText('No votes yet')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Explore trending' })).toHaveAttribute(
    'href',
    '/browse-all?sortBy=trending',
  )
})
