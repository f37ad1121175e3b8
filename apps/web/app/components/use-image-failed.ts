import { useEffect, useRef, useState } from 'react'

/**
 * Tracks whether an <img> failed, including a failure that happened before hydration (its error event
 * fired before React listened). Spread `imgProps` on the <img>; render a fallback when `failed`.
 */
export function useImageFailed(src: string | null | undefined) {
  const [failed, setFailed] = useState(false)
  const ref = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const img = ref.current
    if (img?.complete && img.naturalWidth === 0) setFailed(true)
  }, [src])
  return { failed: failed || !src, imgProps: { ref, onError: () => setFailed(true) } }
}
