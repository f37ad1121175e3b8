// Whether an <img> failed to load, including a failure before hydration (its error event fired before
// React listened), which is checked once after mount.
import { useEffect, useRef, useState } from 'react'

export function useImageFailed(url: string | null) {
  const [failed, setFailed] = useState(false)
  const ref = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const img = ref.current
    if (img?.complete && img.naturalWidth === 0) setFailed(true)
  }, [url])
  return { ref, failed, onError: () => setFailed(true) }
}
