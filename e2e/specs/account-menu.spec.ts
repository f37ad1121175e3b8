// The signed-in account menu is a Radix Dropdown Menu (issue 18): the keyboard opens it with focus on
// the first item, arrow keys move through My Votes, My Orders and Sign out, Escape closes it and puts
// focus back on the account button; axe finds nothing serious with it open.
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '../support/test.ts'
import { saveScreenshot } from '../support/screenshot.ts'
import { accountButton, newShopper, signUp } from '../support/sign-in.ts'

test('the account menu works from the keyboard and gives focus back', async ({ page }, info) => {
  test.slow() // a sign-up through the login provider first
  await page.goto('/about')
  await signUp(page, newShopper(info))
  const button = accountButton(page)
  await expect(button).toHaveAttribute('aria-haspopup', 'menu')
  await button.focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  const item = (name: string) => menu.getByRole('menuitem', { name })
  await expect(item('My Votes')).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(item('My Orders')).toBeFocused()
  await expect(item('My Orders')).toHaveAttribute('href', '/orders')
  await page.keyboard.press('ArrowDown')
  await expect(item('Sign out')).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(item('My Orders')).toBeFocused()
  await page.keyboard.press('Home')
  await expect(item('My Votes')).toBeFocused()

  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const serious = axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(serious).toEqual([])
  await saveScreenshot(page, info, 'account-menu', { fullPage: false })

  await page.keyboard.press('Escape')
  await expect(menu).toHaveCount(0)
  await expect(button).toBeFocused()
  await expect(button).toHaveAttribute('aria-expanded', 'false')

  // Enter on an item follows it, and the menu closes.
  await page.keyboard.press('ArrowDown')
  await expect(item('My Votes')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/votes$/)
  await expect(menu).toHaveCount(0)
})
