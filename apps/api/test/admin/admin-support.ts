// The shop of the cart tests with a second brand, an SMTP server in this process, and operator tokens:
// the store's admin, a brand user of each brand, shoppers. Orders are placed as shoppers place them.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect } from 'vitest'
import { address, payOnSandbox, SANDBOX_UPI } from '../support/payments.ts'
import { bearer } from '../support/oidc.ts'
import { insertBrand, insertProduct } from '../support/factories.ts'
import { buildShop, line, type ShopContext } from '../support/shop.ts'
import { startSmtpCapture } from '../support/smtp-capture.ts'

export async function buildAdminShop() {
  const smtp = await startSmtpCapture()
  const ctx = await buildShop({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'haat <orders@haat.example>',
    PUBLIC_ORIGIN: 'https://haat.example',
    JOB_POLL_MS: '100',
    // Uploads (tapes, banners) land in a folder of this run, never in the working tree's data/.
    MEDIA_DIR: mkdtempSync(join(tmpdir(), 'haat-admin-media-')),
  })
  const lampBrand = await ctx.db.query.brands.findFirst()
  const other = await insertBrand(ctx.db, { slug: 'volt-veda', name: 'Volt Veda' })
  const category = await ctx.db.query.categories.findFirst()
  const torch = await insertProduct(ctx.db, {
    brandId: other.id,
    categoryId: category!.id,
    title: 'Solar Torch',
    price: 900,
    variants: [{ price: 900, selectedOptions: [{ name: 'Title', value: 'Default' }] }],
  })
  const variants = await ctx.db.query.variants.findMany({ where: (v, { eq }) => eq(v.productId, torch.id) })
  const token = (sub: string, claims: Record<string, string> = {}) =>
    ctx.issuer.token({ sub, email: `${sub}@example.in`, ...claims }).then(bearer)
  return {
    ...ctx,
    smtp,
    brands: { home: lampBrand!, volt: other },
    torch: { ...torch, variantId: variants[0]!.id },
    admin: () => token('asha-admin', { haat_role: 'admin' }),
    brandUser: (slug: string) => token(`brand-${slug}`, { haat_role: 'brand', haat_brand: slug }),
    shopperToken: (sub: string) => token(sub),
  }
}
export type AdminShop = Awaited<ReturnType<typeof buildAdminShop>>

/** A placed order: cash on delivery (CONFIRMED) or paid by UPI on the sandbox gateway (PAID). */
export async function placeOrder(
  ctx: AdminShop,
  sub: string,
  how: 'COD' | 'UPI',
  lines?: ReturnType<typeof line>[],
) {
  const shopper = await ctx.shopperToken(sub)
  const { lamp } = ctx.shop
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/product/shopify/cart/multi',
    headers: shopper,
    payload: lines ?? [line(lamp.id, ctx.variantsOf(lamp.id)[0]!, 1)],
  })
  expect(created.statusCode).toBe(200)
  const publicId = created.json().checkoutUrl.split('/').pop() as string
  const paid =
    how === 'UPI'
      ? await payOnSandbox(ctx as unknown as ShopContext, shopper, publicId, SANDBOX_UPI, address)
      : await ctx.app.inject({
          method: 'POST',
          url: `/api/orders/${publicId}/pay`,
          headers: shopper,
          payload: { address, payment: { method: 'COD' } },
        })
  expect(paid.statusCode).toBe(200)
  return { publicId, shopper }
}
