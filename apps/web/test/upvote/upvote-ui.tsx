// What the upvote flow test renders: the card button plus a live read of the shared count.
import { render } from '@testing-library/react'
import { Provider } from 'react-redux'
import { UpvoteButton } from '../../app/features/upvote/UpvoteButton.tsx'
import { useUpvote, type UpvoteProduct } from '../../app/features/upvote/use-upvote.ts'
import { makeStore } from '../../app/store/store.ts'

function Count({ product }: { product: UpvoteProduct }) {
  return <output aria-label="count">{useUpvote(product).upvoteCount}</output>
}

export function renderVote(product: UpvoteProduct, variant: 'card' | 'button') {
  const store = makeStore()
  render(
    <Provider store={store}>
      <UpvoteButton product={product} variant={variant} />
      <Count product={product} />
    </Provider>,
  )
  return store
}
