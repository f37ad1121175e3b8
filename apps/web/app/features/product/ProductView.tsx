// The product page (spec §2): gallery, title block, buy card, description, fixed bottom bar, and the
// "also bought" and "Suggested Tapes" rows. One selection and one vote drive all of them.
import type { Product } from '@haat/domain/catalog/product'
import { lazy, Suspense, useMemo, useState } from 'react'
import { UPVOTE_FAILED } from '@haat/domain/constants/messages'
import { PENDING_ACTIONS } from '@haat/domain/constants/storage-keys'
import { CONFETTI_PARTICLES_BUY_CARD } from '@haat/domain/constants/timings'
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx'
import { Page } from '../../components/Page.tsx'
import { UpvoteBanner } from '../upvote/UpvoteBanner.tsx'
import { UpvoteButton } from '../upvote/UpvoteButton.tsx'
import { useDiscountReveal } from '../upvote/use-discount-reveal.ts'
import { useUpvote } from '../upvote/use-upvote.ts'
import { useBuyCardInView } from './bottom-bar/use-buy-card-in-view.ts'
import { bottomBarAddButton } from './bottom-bar/bottom-bar-add-button.ts'
import { BuyCard } from './buy-card/BuyCard.tsx'
import { useBuyActions } from './buy-card/use-buy-actions.ts'
import { ProductGallery } from './gallery/ProductGallery.tsx'
import { ProductInfo } from './page/ProductInfo.tsx'
import { ProductRows } from './page/ProductRows.tsx'
import { selectionUnitPrice } from './selection/cart-lines.ts'
import { useProductSelection } from './selection/use-product-selection.ts'

type Props = {
  product: Product
  origin: string
}

// Below the gallery and the buy card (decision 0413): its code is a chunk of its own, hydrated when it
// arrives; the server's text shows meanwhile (decision 0790 paid for the page's Hindi with these bytes).
const ProductDescription = lazy(() =>
  import('./page/ProductDescription.tsx').then((m) => ({ default: m.ProductDescription })),
)

// Shown only once the buy card scrolls away: its code is a chunk of its own too. The server renders it
// (hidden) and it hydrates when its chunk arrives; the buy card's observer waits for that (decision 0841).
const BottomBar = lazy(() => import('./bottom-bar/BottomBar.tsx').then((m) => ({ default: m.BottomBar })))

const buyCardConfetti = { particles: CONFETTI_PARTICLES_BUY_CARD }

export function ProductView({ product, origin }: Props) {
  const selection = useProductSelection(product)
  const vote = useUpvote(product)
  const revealed = useDiscountReveal(vote.isUpvoted)
  const actions = useBuyActions(product, selection, vote.isUpvoted)
  const { ref: buyCardRef, inView: buyCardInView } = useBuyCardInView()
  const { state, status } = selection
  const unitPrice = selectionUnitPrice(product, state)
  const images = product.files.filter((f) => f.fileType === 'image')
  // §8 upvote fails: the buy card's error callback says so where the shopper tapped.
  const [voteError, setVoteError] = useState<string | null>(null)
  // One element per product: the page's updates at load (the shopper's vote read from storage, a store
  // update React applies at once) pass it by while it is still the server's HTML (decision 0841).
  const description = useMemo(
    () => (
      <Suspense fallback={null}>
        <ProductDescription product={product} />
      </Suspense>
    ),
    [product],
  )

  return (
    <>
      <Page className="pb-16 md:pb-10">
        <Breadcrumbs
          origin={origin}
          items={[
            {
              name: product.category.categoryName,
              href: `/browse-all?category=${product.category.paramName}`,
            },
            { name: product.title },
          ]}
        />
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:gap-x-8 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] lg:gap-x-12">
          <div className="md:row-span-2">
            <ProductGallery
              images={images}
              title={product.title}
              focusUrl={state.selectedVariant?.image?.url}
            />
          </div>
          <div className="space-y-5">
            <ProductInfo product={product} upvoteCount={vote.upvoteCount} />
            {product.offer && !vote.isUpvoted && <UpvoteBanner offer={product.offer} />}
          </div>
          <div className="md:col-start-2 md:row-span-2 md:row-start-2">
            <div className="md:sticky md:top-[7.5rem]">
              <BuyCard
                ref={buyCardRef}
                product={product}
                selection={selection}
                actions={actions}
                revealed={revealed}
                voteError={voteError}
                upvoteButton={
                  <UpvoteButton
                    product={product}
                    variant="button"
                    size="lg"
                    className="w-full"
                    celebration={buyCardConfetti}
                    onUpvoted={() => setVoteError(null)}
                    onError={() => setVoteError(UPVOTE_FAILED)}
                  />
                }
              />
            </div>
          </div>
          <div className="md:col-start-1 md:row-start-3">{description}</div>
        </div>
        <ProductRows product={product} />
      </Page>
      {/* Outside Page: its space-y margins would lift a fixed bar off the bottom. */}
      <Suspense fallback={null}>
        <BottomBar
          product={product}
          unitPrice={unitPrice}
          status={status}
          buyCardInView={buyCardInView}
          isUpvoted={vote.isUpvoted}
          revealed={revealed}
          actions={actions}
          addButton={bottomBarAddButton(actions, status)}
          upvoteButton={
            <UpvoteButton
              product={product}
              variant="button"
              size="md"
              celebration={buyCardConfetti}
              // §4: a guest who must sign in comes back to the vote and then this product's bottom sheet.
              signInAction={(vote) => ({
                type: PENDING_ACTIONS.upvoteWithBottomCartOverlay,
                payload: { ...vote, slug: product.slug },
              })}
            />
          }
        />
      </Suspense>
    </>
  )
}
