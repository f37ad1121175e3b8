// Upvotes a product on its buy card as a signed-in shopper and waits until the vote has landed: a
// signed-in vote is sent 2 s after the tap (decision 0269), and a page left before that never votes.
import { expect, type Page } from '@playwright/test'

export async function upvoteOnBuyCard(page: Page, productId: number) {
  const card = page.locator('#buy-card')
  const voteLanded = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes(`/api/product/upvote/${productId}`) && r.ok(),
  )
  await card.getByRole('button', { name: /^Unlock .+ off$/ }).click()
  await expect(card.getByRole('button', { name: 'Voted' })).toBeDisabled({ timeout: 15_000 })
  await voteLanded
}
