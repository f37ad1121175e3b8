import { CardActions } from './CardActions.tsx'
import { CardHeading } from './CardHeading.tsx'
import { CardImage } from './CardImage.tsx'
import { CardPrice } from './CardPrice.tsx'
import { CardTags } from './CardTags.tsx'
import { cardFrame, type CardView } from './card-view.ts'
import { OfferLabel } from './OfferLabel.tsx'

/** Grid card: photo on top, details and the two actions below (2/3/4 columns). */
export function GridCard({ product, href, vote, popular, priority }: CardView) {
  return (
    <article
      data-testid="product-card"
      data-product-id={product.id}
      data-popular={popular || undefined}
      className={`${cardFrame(popular)} h-full flex-col`}
    >
      <div className="relative">
        <CardImage
          product={product}
          href={href}
          popular={popular}
          priority={priority}
          sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
        />
        <div className="absolute right-2 bottom-2 left-2 flex justify-end">
          <OfferLabel offer={product.offer} isUpvoted={vote.isUpvoted} compact />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 md:p-4">
        <CardHeading product={product} href={href} vote={vote} titleClass="text-sm md:text-[0.9375rem]" />
        <CardPrice amount={product.price.amount} offer={product.offer} isUpvoted={vote.isUpvoted} />
        <CardTags tags={product.tags} max={2} className="hidden md:flex" />
        <div className="mt-auto pt-1">
          <CardActions product={product} isUpvoted={vote.isUpvoted} stacked />
        </div>
      </div>
    </article>
  )
}
