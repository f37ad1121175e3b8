// A page's words come from its language's messages script (decision 0813), which must have run before
// React hydrates (decision 0815). The router's module script is async: when the messages arrived after
// it, the page hydrated with unformatted messages, React kept the server's attributes, and the bag's
// label said "Bag, empty" for good while the bag filled (CI saw it after sign-in, 1 run in 8 here).
// The script is held back here, so the modules are ready long before it.
import type { Page } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import { addToBagAndClose } from '../support/add-to-bag.ts'

const SLUG = 'gudh-good-foods-jowar-choco-chip-cookies'

const bagButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^(Bag|बैग),/ })

async function holdBackMessages(page: Page) {
  await page.route('**/i18n/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    await route.continue()
  })
}

test('with its messages late, an English page still counts the bag as it fills', async ({ page }) => {
  await holdBackMessages(page)
  await page.goto(`/product/${SLUG}`)
  await expect(bagButton(page)).toHaveAccessibleName('Bag, empty')
  await addToBagAndClose(page)
  await expect(bagButton(page)).toHaveAccessibleName('Bag, 1 item')
})

test('with its messages late, a Hindi page hydrates in Hindi and counts the bag in Hindi', async ({
  page,
}) => {
  await holdBackMessages(page)
  await page.goto(`/hi/product/${SLUG}`)
  await expect(bagButton(page)).toHaveAccessibleName('बैग, खाली')
  await addToBagAndClose(page, 'कार्ट में डालें')
  await expect(bagButton(page)).toHaveAccessibleName('बैग, 1 आइटम')
})

// A dropped connection: the first request for the messages fails, the page asks once more before React
// hydrates (lib/i18n/messages-ready.ts), and its words stay its language's.
async function failMessagesOnce(page: Page) {
  const asked: string[] = []
  await page.route('**/i18n/**', async (route) => {
    asked.push(route.request().url())
    await (asked.length === 1 ? route.abort('connectionreset') : route.continue())
  })
  return asked
}

test('when its messages script fails, an English page asks again and counts the bag', async ({ page }) => {
  const asked = await failMessagesOnce(page)
  await page.goto(`/product/${SLUG}`)
  await addToBagAndClose(page)
  await expect(bagButton(page)).toHaveAccessibleName('Bag, 1 item')
  expect(asked).toHaveLength(2)
})

test('when its messages script fails, a Hindi page asks again and hydrates in Hindi', async ({ page }) => {
  const asked = await failMessagesOnce(page)
  await page.goto(`/hi/product/${SLUG}`)
  await addToBagAndClose(page, 'कार्ट में डालें')
  await expect(bagButton(page)).toHaveAccessibleName('बैग, 1 आइटम')
  expect(asked).toHaveLength(2)
  expect(asked[1]).toBe(asked[0])
})
