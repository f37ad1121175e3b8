// Spec §2/§8: the curator photo is hidden when it fails to load (no broken-image icon, no empty frame).
import { useEffect, useRef, useState } from 'react'

type Props = { url: string | null; name: string; className?: string }

export function CuratorPhoto({ url, name, className = 'size-14' }: Props) {
  const [failed, setFailed] = useState(false)
  const ref = useRef<HTMLImageElement>(null)
  // A photo that failed before hydration fired its error event before React listened: check once.
  useEffect(() => {
    const img = ref.current
    if (img?.complete && img.naturalWidth === 0) setFailed(true)
  }, [url])
  if (!url || failed) return null
  return (
    <img
      ref={ref}
      src={url}
      alt={`Photo of ${name}`}
      width={160}
      height={160}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={`shrink-0 rounded-full bg-sand object-cover ring-2 ring-card ${className}`}
    />
  )
}
