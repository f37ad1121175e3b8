// The built-in checkout: a PENDING order priced from the catalogue for this signed-in shopper, paid
// later on the store's /checkout/<publicId> page (docs/decisions/0301, 0302).
import { CHECKOUT_ERRORS, couponMatches, SIGN_IN_TO_CHECK_OUT } from '@haat/domain/rules/checkout'
import { orderTotals } from '@haat/domain/rules/pricing'
import type { Db } from '../../db/client.ts'
import { HttpError } from '../../http/errors.ts'
import { insertOrder } from '../../repositories/orders.ts'
import { priceCartLines } from '../cart/price-lines.ts'
import { upvotedProducts } from '../cart/shopper.ts'
import type { CheckoutAdapter, CheckoutRequest } from './checkout-adapter.ts'
import { checkoutLines } from './checkout-lines.ts'
import { newOrderPublicId } from './public-id.ts'

export function builtinCheckout(db: Db, expiryMinutes: number): CheckoutAdapter {
  return {
    name: 'builtin',
    async createCheckout({ shopper, lines: requested, coupon, origin }: CheckoutRequest) {
      if (!shopper.userId) throw new HttpError(401, CHECKOUT_ERRORS.signInRequired, SIGN_IN_TO_CHECK_OUT)
      const lines = await checkoutLines(db, requested)
      const upvoted = await upvotedProducts(
        db,
        shopper,
        lines.map((l) => l.productId),
      )
      const offers = lines.map((l) => ({
        offerCode: l.offer?.code ?? null,
        upvoted: upvoted.has(l.productId),
      }))
      if (coupon && !couponMatches(coupon, offers)) {
        throw new HttpError(
          422,
          CHECKOUT_ERRORS.invalidCoupon,
          `Coupon '${coupon}' is not the offer of a product you upvoted in this order`,
        )
      }
      const priced = priceCartLines(lines, upvoted)
      const { subtotal, discount, total } = orderTotals(priced)
      const order = await insertOrder(
        db,
        {
          publicId: newOrderPublicId(),
          userId: shopper.userId,
          voterKey: shopper.voterKey,
          subtotal,
          discount,
          total,
          coupon: coupon ? coupon.trim().toUpperCase() : null,
          expiresAt: new Date(Date.now() + expiryMinutes * 60_000),
        },
        priced.map((l) => ({
          productId: l.productId,
          variantId: l.variantId,
          title: l.title,
          slug: l.slug,
          image: l.image,
          options: l.options,
          quantity: l.quantity,
          unitPrice: l.unitPrice,
          unitDiscount: l.unitDiscount,
        })),
      )
      return { checkoutUrl: `${origin}/checkout/${order.publicId}`, orderId: order.publicId }
    },
  }
}
