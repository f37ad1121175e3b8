import { ArrowRight } from '../../components/icon/icons.ts'
import { Link } from 'react-router'
import { SHOP_NOW } from '@haat/domain/constants/messages'
import { buttonClasses } from '../../components/ui/button.ts'
import { CardActions } from './CardActions.tsx'
import { CardHeading } from './CardHeading.tsx'
import { CardImage } from './CardImage.tsx'
import { CardPrice } from './CardPrice.tsx'
import { CardTags } from './CardTags.tsx'
import { cardFrame, type CardView } from './card-view.ts'
import { OfferLabel } from './OfferLabel.tsx'
import { useT } from '../../lib/i18n/use-t.ts'

/** List card (the default listing view): photo beside the details, one card per row. */
export function ListCard({
  product,
  href,
  vote,
  popular,
  priority,
  shopNow,
}: CardView & { shopNow: boolean }) {
  const t = useT()
  return (
    <article
      data-testid="product-card"
      data-product-id={product.id}
      data-popular={popular || undefined}
      className={`${cardFrame(popular)} gap-3 p-3 md:gap-5 md:p-4`}
    >
      <CardImage
        product={product}
        href={href}
        popular={popular}
        priority={priority}
        sizes="(min-width: 768px) 208px, 120px"
        className="w-30 shrink-0 self-start rounded-xl sm:w-40 md:w-52"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 md:gap-2">
        <CardHeading product={product} href={href} vote={vote} titleClass="text-[0.9375rem] md:text-lg" />
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <CardPrice
            amount={product.price.amount}
            offer={product.offer}
            isUpvoted={vote.isUpvoted}
            size="md"
          />
          <OfferLabel offer={product.offer} isUpvoted={vote.isUpvoted} />
        </div>
        <CardTags tags={product.tags} max={3} className="max-md:[&>li:nth-child(n+3)]:hidden" />
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
          <div className="min-w-0 flex-1">
            <CardActions product={product} isUpvoted={vote.isUpvoted} stacked={false} />
          </div>
          {shopNow && (
            // Phones reach 'Shop Now' by swiping the card; wider screens get the link.
            <span className="hidden md:inline-flex">
              <Link to={href} className={buttonClasses('dark', 'sm')}>
                {t(SHOP_NOW)} <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </span>
          )}
        </div>
      </div>
    </article>
  )
}
