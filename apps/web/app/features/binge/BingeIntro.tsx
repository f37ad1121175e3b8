// Beside the feed on wide screens: what binge is and how to move through it.
import { Mouse, Volume2 } from '../../components/icon/icons.ts'
import { useT } from '../../lib/i18n/use-t.ts'

export function BingeIntro() {
  const t = useT()
  return (
    <div className="absolute top-10 right-full mr-12 hidden w-64 space-y-4 text-white lg:block">
      <p className="text-xs font-bold tracking-[0.2em] text-saffron-200 uppercase">{t('Binge')}</p>
      <p className="font-display text-3xl leading-tight font-semibold">{t('Watch it before you buy it')}</p>
      <p className="text-sm text-white/75">
        {t('Short videos from the makers. Like what you see? Open it, upvote it and unlock its offer.')}
      </p>
      <ul className="space-y-2 text-sm text-white/75">
        <li className="flex items-center gap-2">
          <Mouse aria-hidden="true" className="size-4" /> {t('Scroll or use the arrows for the next video')}
        </li>
        <li className="flex items-center gap-2">
          <Volume2 aria-hidden="true" className="size-4" /> {t('Sound starts off: tap the speaker')}
        </li>
      </ul>
    </div>
  )
}
