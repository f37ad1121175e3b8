// Spec §2 "Check Out More BRANDS": auto-scrolling brand chips (a CSS animation: no layout work). It moves on
// its own for longer than 5 s, so it has a visible pause/play button (WCAG 2.2.2), for touch screens too.
import { useState } from 'react'
import { Link } from 'react-router'
import type { Brand } from '@haat/domain/catalog/entities'
import { CHECK_OUT_MORE_BRANDS } from '@haat/domain/constants/messages'
import { CarouselPlayToggle } from './CarouselPlayToggle.tsx'
import { useT } from '../../lib/i18n/use-t.ts'

function Chips({ brands, copy }: { brands: readonly Brand[]; copy: boolean }) {
  return (
    <ul
      className={`flex shrink-0 gap-3 pr-3 ${copy ? 'haat-marquee-copy' : ''}`}
      aria-hidden={copy || undefined}
    >
      {brands.map((b) => (
        <li key={b.brandId}>
          <Link
            to={`/brands/${b.brandSlug}`}
            tabIndex={copy ? -1 : undefined}
            className="inline-flex h-12 items-center gap-2.5 rounded-full border border-line bg-card py-1.5 pr-5 pl-1.5 text-sm font-semibold whitespace-nowrap shadow-card transition-colors hover:border-saffron-400 hover:text-saffron-700"
          >
            <img
              src={b.logoUrl}
              alt=""
              width={36}
              height={36}
              loading="lazy"
              className="size-9 rounded-full bg-sand object-cover"
            />
            {b.brandName}
          </Link>
        </li>
      ))}
    </ul>
  )
}

export function BrandMarquee({ brands }: { brands: readonly Brand[] }) {
  const t = useT()
  const [playing, setPlaying] = useState(true)
  if (brands.length === 0) return null
  return (
    <section aria-labelledby="more-brands" className="space-y-4" data-testid="brand-marquee">
      <div className="flex items-end justify-between gap-4">
        <h2 id="more-brands" className="font-display text-2xl font-semibold md:text-3xl">
          {t(CHECK_OUT_MORE_BRANDS)}
        </h2>
        <div className="flex shrink-0 items-center gap-3">
          <CarouselPlayToggle
            label="brand"
            playing={playing}
            onToggle={() => setPlaying((p) => !p)}
            className="motion-reduce:hidden"
          />
          <Link to="/brands" className="text-sm font-semibold text-saffron-700 hover:underline">
            {t('All brands')}
          </Link>
        </div>
      </div>
      <div
        data-paused={playing ? undefined : ''}
        className="haat-marquee-frame -mx-4 overflow-hidden px-4 py-1 md:mx-0 md:px-0 [mask-image:linear-gradient(90deg,transparent,#000_4%,#000_96%,transparent)]"
      >
        <div
          className="haat-marquee flex w-max"
          style={{ ['--marquee-duration' as string]: `${brands.length * 3}s` }}
        >
          <Chips brands={brands} copy={false} />
          <Chips brands={brands} copy />
        </div>
      </div>
    </section>
  )
}
