import { Flame } from '../../components/icon/icons.ts'
import { Link } from 'react-router'
import type { ProductSummary } from '@haat/domain/catalog/product'
import { ProductImage } from '../../components/ProductImage.tsx'
import { Badge } from '../../components/ui/Badge.tsx'
import { useT } from '../../lib/i18n/use-t.ts'

type Props = {
  product: ProductSummary
  href: string
  popular: boolean
  priority: boolean
  sizes: string
  className?: string
}

/** The card photo, linking to the product, with the popular badge over it. */
export function CardImage({ product, href, popular, priority, sizes, className = '' }: Props) {
  const t = useT()
  const image = product.files.find((f) => f.fileType === 'image')
  return (
    <Link
      to={href}
      tabIndex={-1}
      aria-hidden="true"
      className={`relative block overflow-hidden bg-sand ${className}`}
    >
      <ProductImage
        url={image?.url}
        alt={product.title}
        width={image?.width ?? 960}
        height={image?.height ?? 960}
        priority={priority}
        sizes={sizes}
        className="aspect-square w-full transition-transform duration-300 group-hover:scale-[1.03]"
      />
      {popular && (
        <Badge tone="rani" className="absolute top-2 left-2 shadow-sm">
          <Flame aria-hidden="true" className="size-3.5" /> {t('Popular')}
        </Badge>
      )}
    </Link>
  )
}
