// Order mail through a real SMTP server in this process: paying an order (online through the sandbox
// gateway, or cash on delivery) sends the confirmation
// (headers, HTML and text bodies with items, upvote savings, total, address and payment method, a
// link to the order); a mail outage neither fails nor loses the order: the job is retried with backoff
// and the message arrives once when the server is back.
import { eq } from 'drizzle-orm'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { jobs } from '../../src/db/schema.ts'
import { queueOrderEmail } from '../../src/email/order-email.ts'
import { payOnSandbox, SANDBOX_UPI } from '../support/payments.ts'
import { buildShop, line, upvote, type ShopContext } from '../support/shop.ts'
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture.ts'

let smtp: SmtpCapture
let ctx: ShopContext
beforeAll(async () => {
  smtp = await startSmtpCapture()
  ctx = await buildShop({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'haat <orders@haat.example>',
    PUBLIC_ORIGIN: 'https://haat.example',
    JOB_POLL_MS: '100',
    JOB_RETRY_BASE_MS: '200',
  })
})
afterAll(() => smtp.close())

const address = {
  name: 'Asha Rao',
  phone: '+91 98450 12345',
  line1: '12 MG Road',
  line2: 'Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
}

/** Cash on delivery through the pay call; others through the sandbox gateway's page, as a shopper pays. */
async function placeOrder(sub: string, payment: { method: 'COD' } | Record<string, string>) {
  const shopper = await ctx.shopper(sub)
  const { lamp, mug } = ctx.shop
  expect((await upvote(ctx, lamp.id, shopper)).statusCode).toBe(200)
  const lines = [line(lamp.id, ctx.variantsOf(lamp.id)[0]!, 1), line(mug.id, ctx.variantsOf(mug.id)[0]!, 2)]
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/product/shopify/cart/multi',
    headers: shopper,
    payload: lines,
  })
  const publicId = created.json().checkoutUrl.split('/').pop() as string
  const paid =
    payment.method !== 'COD'
      ? await payOnSandbox(ctx, shopper, publicId, payment, address)
      : await ctx.app.inject({
          method: 'POST',
          url: `/api/orders/${publicId}/pay`,
          headers: shopper,
          payload: { address, payment },
        })
  return { shopper, publicId, paid }
}

describe('order confirmation', () => {
  test('arrives at the SMTP server with both bodies, the savings, address, payment and a working link', async () => {
    const { publicId, paid, shopper } = await placeOrder('meera', SANDBOX_UPI)
    expect(paid.statusCode).toBe(200)
    const mail = await smtp.waitFor((m) => m.subject?.includes(publicId) ?? false)

    expect(mail.subject).toBe(`Your haat order ${publicId} is confirmed`)
    expect(mail.from?.value).toEqual([{ address: 'orders@haat.example', name: 'haat' }])
    expect(mail.to).toMatchObject({ value: [{ address: 'meera@example.in' }] })
    expect(mail.messageId).toMatch(/^<.+@.+>$/)
    expect(mail.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' })
    const envelope = smtp.envelopes[smtp.messages.indexOf(mail)]!
    expect(envelope).toEqual({ from: 'orders@haat.example', to: ['meera@example.in'] })

    // Lamp 2,499 − 300 upvote saving; two mugs at 350.
    for (const body of [mail.text!, mail.html as string]) {
      expect(body).toContain('Brass Lamp')
      expect(body).toContain('Clay Mug')
      expect(body).toContain('₹3,199') // subtotal
      expect(body).toContain('₹300') // upvote savings
      expect(body).toContain('₹2,899') // total
      expect(body).toContain('12 MG Road')
      expect(body).toContain('Bengaluru, Karnataka 560001')
      expect(body).toContain('UPI')
    }
    expect(mail.text).toContain('Upvote savings: −₹300')
    expect(mail.text).toContain(`View your order: https://haat.example/orders/${publicId}`)
    expect(mail.html).toContain(`href="https://haat.example/orders/${publicId}"`)
    expect(mail.html).not.toMatch(/<script/i)

    // The link's order is this shopper's, as the order page will load it.
    const order = await ctx.app.inject({ method: 'GET', url: `/api/orders/${publicId}`, headers: shopper })
    expect(order.statusCode).toBe(200)
    expect(order.json()).toMatchObject({ publicId, total: 2899, discount: 300 })
  })

  test('cash on delivery says so; a card shows only its last four digits', async () => {
    const cod = await placeOrder('ravi', { method: 'COD' })
    const codMail = await smtp.waitFor((m) => m.subject?.includes(cod.publicId) ?? false)
    expect(codMail.text).toContain('Payment: Cash on delivery')
    expect(codMail.text).toContain('Please keep ₹2,899 ready for the courier.')

    const card = await placeOrder('lata', {
      method: 'card',
      card_number: '4242424242424242',
      card_expiry: '12/30',
      card_cvv: '123',
    })
    const cardMail = await smtp.waitFor((m) => m.subject?.includes(card.publicId) ?? false)
    expect(cardMail.text).toContain('Payment: Card ending 4242')
    expect(cardMail.text).not.toContain('42424242')
    expect(cardMail.html).not.toContain('42424242')
  })
})

describe('when mail is down', () => {
  test('the order still goes through; the mail is retried with backoff and arrives once', async () => {
    smtp.refuse = true
    const before = smtp.messages.length
    const { publicId, paid } = await placeOrder('kabir', SANDBOX_UPI)
    expect(paid.statusCode).toBe(200)
    expect(paid.json()).toMatchObject({ status: 'PAID' })

    // At least two refused attempts, the job waiting with the server's reason.
    await expect
      .poll(
        async () => {
          const [job] = await ctx.db.select().from(jobs).where(eq(jobs.kind, 'order-email')).orderBy(jobs.id)
          const mine = (await ctx.db.select().from(jobs)).filter(
            (j) => j.kind === 'order-email' && j.doneAt === null,
          )
          return { any: Boolean(job), attempts: mine[0]?.attempts ?? 0, error: mine[0]?.lastError ?? '' }
        },
        { timeout: 10_000 },
      )
      .toMatchObject({
        any: true,
        attempts: expect.toSatisfy((n: number) => n >= 2),
        error: expect.stringContaining('451'),
      })
    const waiting = (await ctx.db.select().from(jobs)).find(
      (j) => j.kind === 'order-email' && j.doneAt === null,
    )!
    expect(waiting.runAt.getTime()).toBeGreaterThan(Date.now() - 1000) // pushed back, not spinning

    smtp.refuse = false
    const mail = await smtp.waitFor((m) => m.subject?.includes(publicId) ?? false, 20_000)
    expect(mail.subject).toBe(`Your haat order ${publicId} is confirmed`)
    await sleep(500) // five polls of the worker: nothing more is sent
    expect(smtp.messages.slice(before).filter((m) => m.subject?.includes(publicId))).toHaveLength(1)
    const [done] = await ctx.db.select().from(jobs).where(eq(jobs.id, waiting.id))
    expect(done).toMatchObject({ doneAt: expect.any(Date), payload: {}, lastError: null })
  })

  test('queueing the same order mail twice sends it once (a repeated webhook)', async () => {
    const { publicId } = await placeOrder('neha', { method: 'COD' })
    await smtp.waitFor((m) => m.subject?.includes(publicId) ?? false)
    const [order] = await ctx.db.query.orders.findMany({ where: (o, { eq: is }) => is(o.publicId, publicId) })
    expect(await queueOrderEmail(ctx.db, order!.id, 'confirmed')).toBe(false)
    await sleep(500) // five polls of the worker: nothing more is sent
    expect(smtp.messages.filter((m) => m.subject?.includes(publicId))).toHaveLength(1)
  })
})
