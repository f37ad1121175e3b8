// Share on WhatsApp, and through the phone's share sheet (Web Share API) or by copying the link where
// there is none (issue 17 §4, decision 0782). Both carry this phone's referral code (?ref=), added
// once the page runs in the browser, with the store's address; the server's HTML has the path alone.
import { Check, Link2, MessageCircle, Share2 } from '../../components/icon/icons.ts'
import { useState } from 'react'
import { whatsAppLink, withReferral } from '@haat/domain/rules/referral'
import { shareCode } from './share-code.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { useBrowserValue } from '../../lib/use-browser-value.ts'

type Props = {
  /** What the message says before the link: 'Kumkumadi Tailam, ₹699 on Haat'. */
  text: string
  /** The page's canonical path; the address is completed in the browser. */
  path: string
  /** Icons only, for the bar under a tape; the note is read out but not shown. */
  compact?: boolean
}

const button =
  'inline-flex h-10 flex-1 items-center justify-center gap-2 rounded-full border border-line bg-card px-3 text-sm font-semibold text-ink transition-colors hover:bg-sand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-500'

const icon =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-400'

const hasShareSheet = () => typeof navigator.share === 'function'

export function ShareButtons({ text, path, compact = false }: Props) {
  // Read in the browser only (the server has neither the phone's code nor its share sheet).
  const code = useBrowserValue(shareCode, null)
  const origin = useBrowserValue(() => window.location.origin, '')
  const sheet = useBrowserValue(hasShareSheet, false)
  const [note, setNote] = useState('')
  const t = useT()
  const link = origin ? withReferral(`${origin}${path}`, code) : path

  const share = async () => {
    if (sheet) {
      // A shopper closing the sheet rejects the promise: nothing to report.
      await navigator.share({ title: text, text, url: link }).catch(() => {})
      return
    }
    try {
      await navigator.clipboard.writeText(link)
      setNote(t('Link copied'))
    } catch {
      setNote(t('Copy this link: {link}', { link }))
    }
  }

  const shareLabel = t(sheet ? 'Share' : 'Copy link')
  const ShareIcon = note === t('Link copied') ? Check : sheet ? Share2 : Link2
  if (compact)
    return (
      <div className="flex shrink-0 gap-2" data-testid="share-buttons">
        <a
          className={icon}
          href={whatsAppLink(text, link)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('Share on WhatsApp')}
        >
          <MessageCircle aria-hidden="true" className="size-5" />
        </a>
        <button type="button" className={icon} onClick={share} aria-label={shareLabel}>
          <ShareIcon aria-hidden="true" className="size-5" />
        </button>
        <p role="status" className="sr-only">
          {note}
        </p>
      </div>
    )

  return (
    <div className="space-y-1" data-testid="share-buttons">
      <div className="flex gap-2">
        <a className={button} href={whatsAppLink(text, link)} target="_blank" rel="noopener noreferrer">
          <MessageCircle aria-hidden="true" className="size-4 text-leaf-600" />
          WhatsApp
        </a>
        <button type="button" className={button} onClick={share}>
          <ShareIcon aria-hidden="true" className="size-4" />
          {shareLabel}
        </button>
      </div>
      <p role="status" className="min-h-5 text-xs break-all text-ink-soft">
        {note}
      </p>
    </div>
  )
}
