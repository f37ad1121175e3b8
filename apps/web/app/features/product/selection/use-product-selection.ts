// Spec §3 product selection state for one product, as a component-local reducer: the buy card and the
// variant sheet each hold their own (remount with key={product.id} to start over on another product).
import { useReducer } from 'react'
import { initialSelection, reduceSelection, type SelectableProduct } from './selection-model.ts'
import { selectionStatus } from './selection-status.ts'

export function useProductSelection(product: SelectableProduct) {
  const [state, dispatch] = useReducer(
    (s: ReturnType<typeof initialSelection>, a: Parameters<typeof reduceSelection>[2]) =>
      reduceSelection(product, s, a),
    product,
    initialSelection,
  )
  return { state, dispatch, status: selectionStatus(product, state) }
}

export type ProductSelection = ReturnType<typeof useProductSelection>
