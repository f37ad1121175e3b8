// Registers every route module. One operation per file under routes/<area>/.
import type { FastifyInstance } from 'fastify'
import { guestCookiePlugin } from '../plugins/guest-cookie.ts'
import { listingCachesPlugin } from '../plugins/listing-caches.ts'
import { rateLimitPlugin } from '../plugins/rate-limit.ts'
import { sharedAnswersPlugin } from '../plugins/shared-answers.ts'
import { answerLanguagePlugin } from '../plugins/answer-language.ts'
import { viewCounterPlugin } from '../plugins/view-counter.ts'
import { viewerPlugin } from '../plugins/viewer.ts'
import { checkoutPlugin } from '../services/checkout/checkout-plugin.ts'
import { ADMIN_API_PREFIX, adminRoutes } from './admin/admin-routes.ts'
import { getBrandPageRoute } from './brand/get-brand-page.ts'
import { listBrandsRoute } from './brand/list-brands.ts'
import { cartDataRoute } from './cart/cart-data.ts'
import { getUserCartRoute } from './cart/get-user-cart.ts'
import { replaceCartRoute } from './cart/replace-cart.ts'
import { listCategoriesRoute } from './category/list-categories.ts'
import { buyNowRoute } from './checkout/buy-now.ts'
import { checkoutMultiRoute } from './checkout/checkout-multi.ts'
import { postFbEventRoute } from './fb-events/post-fb-event.ts'
import { listBannersRoute } from './home/list-banners.ts'
import { eventGuidesRoute } from './feeds/event-guides.ts'
import { featuredGuidesRoute } from './feeds/featured-guides.ts'
import { getGuideRoute } from './feeds/get-guide.ts'
import { listGuidesRoute } from './feeds/list-guides.ts'
import { getTapeRoute } from './file/get-tape.ts'
import { listTapesRoute } from './file/list-tapes.ts'
import { getHealth } from './health/get-health.ts'
import { getPincodeRoute } from './pincode/get-pincode.ts'
import { getInvoiceRoute } from './orders/get-invoice.ts'
import { getOrderRoute } from './orders/get-order.ts'
import { listOrdersRoute } from './orders/list-orders.ts'
import { cancelOrderRoute } from './orders/cancel-order.ts'
import { payOrderRoute } from './orders/pay-order.ts'
import { startPaymentRoute } from './orders/start-payment.ts'
import { verifyPaymentRoute } from './orders/verify-payment.ts'
import { postReferralRoute } from './referrals/post-referral.ts'
import { razorpayWebhookRoute } from './payments/razorpay-webhook.ts'
import { downvoteProductRoute } from './product/downvote-product.ts'
import { getProductByIdRoute } from './product/get-product-by-id.ts'
import { getProductBySlugRoute } from './product/get-product-by-slug.ts'
import { listBrandProductsRoute } from './product/list-brand-products.ts'
import { listCategoryProductsRoute } from './product/list-category-products.ts'
import { listProductsRoute } from './product/list-products.ts'
import { listTagProductsRoute } from './product/list-tag-products.ts'
import { listUpvotedProductsRoute } from './product/list-upvoted-products.ts'
import { topTrendingRoute } from './product/top-trending.ts'
import { upvoteProductRoute } from './product/upvote-product.ts'
import { searchProductsRoute } from './search/search-products.ts'
import { suggestRoute } from './search/suggest.ts'
import { getTagRoute } from './tag/get-tag.ts'
import { randomTagsRoute } from './tag/random-tags.ts'
import { postClientLogRoute } from './ui-logger/post-client-log.ts'
import { getUserVotesRoute } from './user/get-user-votes.ts'
import { mergeUpvotesRoute } from './user/merge-upvotes.ts'
import { putUserVotesRoute } from './user/put-user-votes.ts'
import { signOutRoute } from './user/sign-out.ts'

const storefrontRoutes = [
  listProductsRoute,
  listCategoryProductsRoute,
  getProductBySlugRoute,
  getProductByIdRoute,
  listBrandProductsRoute,
  topTrendingRoute,
  listTagProductsRoute,
  listUpvotedProductsRoute,
  upvoteProductRoute,
  downvoteProductRoute,
  listCategoriesRoute,
  searchProductsRoute,
  suggestRoute,
  randomTagsRoute,
  getTagRoute,
  listBrandsRoute,
  getBrandPageRoute,
  listGuidesRoute,
  getGuideRoute,
  featuredGuidesRoute,
  eventGuidesRoute,
  listTapesRoute,
  getTapeRoute,
  listBannersRoute,
  mergeUpvotesRoute,
  getUserVotesRoute,
  putUserVotesRoute,
  signOutRoute,
  postClientLogRoute,
  postFbEventRoute,
  getUserCartRoute,
  replaceCartRoute,
  cartDataRoute,
  buyNowRoute,
  checkoutMultiRoute,
  listOrdersRoute,
  getOrderRoute,
  getInvoiceRoute,
  payOrderRoute,
  startPaymentRoute,
  verifyPaymentRoute,
  cancelOrderRoute,
  getPincodeRoute,
  postReferralRoute,
]

/** The storefront's calls (spec §7): each request knows its viewer (bearer user or guest). */
async function storefront(app: FastifyInstance) {
  await app.register(guestCookiePlugin)
  await app.register(viewerPlugin)
  await app.register(listingCachesPlugin)
  // After the viewer (its isUpvoted is laid over a stored answer), before everything else.
  await app.register(sharedAnswersPlugin)
  await app.register(answerLanguagePlugin) // its answers' Hindi copies are made after shared answers read them
  await app.register(rateLimitPlugin)
  await app.register(viewCounterPlugin)
  await app.register(checkoutPlugin)
  for (const route of storefrontRoutes) await app.register(route)
}

export async function routes(app: FastifyInstance) {
  await app.register(getHealth)
  await app.register(razorpayWebhookRoute) // raw body, no shopper: outside the storefront's plugins
  await app.register(storefront)
  await app.register(adminRoutes, { prefix: ADMIN_API_PREFIX }) // operators only (decision 0760)
}
