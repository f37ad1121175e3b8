// Spec §2/§8: the curator photo is hidden when it fails to load (no broken-image icon, no empty frame).
import { useImageFailed } from './use-image-failed.ts'
import { useT } from '../../lib/i18n/use-t.ts'

type Props = { url: string | null; name: string; className?: string }

export function CuratorPhoto({ url, name, className = 'size-14' }: Props) {
  const { ref, failed, onError } = useImageFailed(url)
  const t = useT()
  if (!url || failed) return null
  return (
    <img
      ref={ref}
      src={url}
      alt={t('Photo of {name}', { name })}
      width={160}
      height={160}
      loading="lazy"
      decoding="async"
      onError={onError}
      className={`shrink-0 rounded-full bg-sand object-cover ring-2 ring-card ${className}`}
    />
  )
}
