// A part of a page that the server leaves out and the browser fills in as the shopper scrolls near it
// (decisions 0811, 0839): a placeholder of its size until then, so nothing moves when it lands.
import { Suspense, useCallback, useState, type ReactNode } from 'react'
import { useInView } from 'react-intersection-observer'

// A screen ahead: the part is usually there by the time the shopper reaches it.
const NEAR = '100% 0px'

type Props = {
  testId: string
  placeholder: ReactNode
  /** The part, rendered once near (its chunk may still load: the placeholder shows meanwhile); it calls
   *  `onEmpty` when it has nothing to show, and the slot goes with no gap left. */
  children: (onEmpty: () => void) => ReactNode
}

export function WhenNear({ testId, placeholder, children }: Props) {
  const { ref, inView } = useInView({ rootMargin: NEAR, triggerOnce: true })
  const [empty, setEmpty] = useState(false)
  const onEmpty = useCallback(() => setEmpty(true), [])
  if (empty) return null
  return (
    <div ref={ref} className="below-fold" data-testid={testId}>
      {inView ? <Suspense fallback={placeholder}>{children(onEmpty)}</Suspense> : placeholder}
    </div>
  )
}
