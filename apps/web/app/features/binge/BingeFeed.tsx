// Spec §2/§4 binge: a full-height vertical feed of 9:16 tapes with scroll snapping. The tape in view
// plays; when one of the first 4 ends, the feed moves on to the next; later pages load near the end.
import { ChevronDown, ChevronUp } from '../../components/icon/icons.ts'
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react'
import type { Tape } from '@haat/domain/catalog/entities'
import { DataFallback } from '../../components/DataFallback.tsx'
import { IconButton } from '../../components/ui/IconButton.tsx'
import { uiActions } from '../../store/ui-slice.ts'
import { useAppDispatch, useAppSelector } from '../../store/store.ts'
import { AudioToggle } from './AudioToggle.tsx'
import { BingeIntro } from './BingeIntro.tsx'
import { loopsAt, nextAutoAdvance } from './auto-advance.ts'
import { scrollToSlide } from './scroll-to-slide.ts'
import { TAPE_BAR_HEIGHT } from './TapeProduct.tsx'
import { TapeSlide } from './TapeSlide.tsx'
import { useFeedHeight } from './use-feed-height.ts'
import { useTapePages } from './use-tape-pages.ts'
import { useT } from '../../lib/i18n/use-t.ts'

/** Fetch the next page when the current tape is this close to the last one loaded. */
const PREFETCH_DISTANCE = 3

type Props = { tapes: Tape[]; pageNumber: number; last: boolean; seed: number | null }

export function BingeFeed(props: Props) {
  const { tapes, last, failed, loadMore } = useTapePages(props)
  const [current, setCurrent] = useState(0)
  const t = useT()
  // The slides watch the feed as their viewport, so it is state; set from an effect, not a callback ref:
  // state set while React commits is a synchronous update, which re-rendered every slide inside the
  // hydration's own task (decision 0793).
  const feed = useRef<HTMLDivElement>(null)
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null)
  useEffect(() => setScroller(feed.current), [])
  const frame = useRef<HTMLDivElement>(null)
  useFeedHeight(frame)
  const isAudioOn = useAppSelector((s) => s.ui.isAudioOn)
  const dispatch = useAppDispatch()

  useEffect(() => {
    if (current >= tapes.length - PREFETCH_DISTANCE) void loadMore()
  }, [current, tapes.length, loadMore])

  const go = (index: number) => {
    setCurrent(index)
    scrollToSlide(scroller, index)
  }
  const onEnded = (index: number) => {
    const next = nextAutoAdvance(index, tapes.length)
    if (next !== null) go(next)
  }
  const onSoundRefused = useCallback(() => dispatch(uiActions.audioToggled()), [dispatch])

  return (
    <div
      ref={frame}
      // Until measured: the shell's usual heights (header + bottom bar on phones, header alone from md).
      className="relative bg-neel-900 [--feed-h:max(26rem,calc(100dvh-var(--feed-offset)))] [--feed-offset:12.875rem] md:[--feed-offset:9.0625rem]"
    >
      <div
        className="relative mx-auto h-(--feed-h) w-full md:w-[calc((var(--feed-h)-var(--bar-h))*9/16)]"
        style={{ '--bar-h': TAPE_BAR_HEIGHT } as CSSProperties}
      >
        <div
          ref={feed}
          role="feed"
          aria-label={t('Binge: product videos')}
          tabIndex={0}
          className="relative h-full snap-y snap-mandatory overflow-y-auto overscroll-y-contain [scrollbar-width:none] focus-visible:outline-offset-[-2px]"
        >
          {tapes.map((tape, i) => (
            <TapeSlide
              key={tape.id}
              tape={tape}
              index={i}
              setSize={last ? tapes.length : -1}
              root={scroller}
              active={i === current}
              muted={!isAudioOn}
              loop={loopsAt(i, tapes.length)}
              onSeen={setCurrent}
              onEnded={onEnded}
              onSoundRefused={onSoundRefused}
            />
          ))}
          {failed && (
            <div className="flex h-full snap-start items-center p-4">
              <DataFallback className="w-full" onRetry={() => void loadMore()} />
            </div>
          )}
        </div>
        <BingeIntro />
        <AudioToggle className="absolute top-3 right-3" />
        <div className="absolute top-1/2 left-full ml-4 hidden -translate-y-1/2 flex-col gap-3 md:flex">
          <IconButton
            label={t('Previous video')}
            disabled={current === 0}
            onClick={() => go(current - 1)}
            className={arrow}
          >
            <ChevronUp aria-hidden="true" className="size-5" />
          </IconButton>
          <IconButton
            label={t('Next video')}
            disabled={current >= tapes.length - 1}
            onClick={() => go(current + 1)}
            className={arrow}
          >
            <ChevronDown aria-hidden="true" className="size-5" />
          </IconButton>
        </div>
      </div>
    </div>
  )
}

const arrow = 'bg-white/10 text-white hover:bg-white/20 disabled:opacity-30'
