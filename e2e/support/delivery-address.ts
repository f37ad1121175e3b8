// The checkout page's delivery address, filled as a shopper types it.
import type { Page } from '@playwright/test'

export type DeliveryAddress = {
  name: string
  phone: string
  line1: string
  city: string
  state: string
  pincode: string
}

export const CHENNAI: DeliveryAddress = {
  name: 'Meera Iyer',
  phone: '98765 43210',
  line1: '7 Besant Nagar 2nd Avenue',
  city: 'Chennai',
  state: 'Tamil Nadu',
  pincode: '600090',
}

export async function fillDeliveryAddress(page: Page, address: DeliveryAddress = CHENNAI) {
  await page.getByLabel('Full name').fill(address.name)
  await page.getByLabel('Mobile number').fill(address.phone)
  await page.getByLabel('House, street, area').fill(address.line1)
  await page.getByLabel('City').fill(address.city)
  await page.getByLabel('State').selectOption(address.state)
  await page.getByLabel('Pincode').fill(address.pincode)
}
