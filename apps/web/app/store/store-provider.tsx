import { useState, type ReactNode } from 'react'
import { Provider } from 'react-redux'
import { makeStore, type RootState } from './store.ts'

/** Seeded once from the root loader's state; later revalidations do not reset what the shopper did. */
export function StoreProvider({ state, children }: { state?: Partial<RootState>; children: ReactNode }) {
  const [store] = useState(() => makeStore(state))
  return <Provider store={store}>{children}</Provider>
}
