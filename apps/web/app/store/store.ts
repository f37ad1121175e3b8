// One store per request on the server (no state leaks between shoppers), one per tab in the browser.
import { combineReducers, configureStore } from '@reduxjs/toolkit'
import { useDispatch, useSelector, useStore } from 'react-redux'
import { authSlice } from './auth-slice.ts'
import { cartSlice } from './cart-slice.ts'
import { uiSlice } from './ui-slice.ts'
import { upvotesSlice } from './upvotes-slice.ts'

// Combined when the first store is made, not when the module runs: combining runs every reducer once,
// and the slices build theirs then (immer's frozen initial states). In the browser that work joined the
// page's one long module-evaluation task; in makeStore it runs inside hydration, which React splits up.
// Once combined, every later store (one per server render) reuses it.
const combine = () =>
  combineReducers({
    auth: authSlice.reducer,
    cart: cartSlice.reducer,
    ui: uiSlice.reducer,
    upvotes: upvotesSlice.reducer,
  })
let rootReducer: ReturnType<typeof combine> | undefined
export type RootState = ReturnType<ReturnType<typeof combine>>

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: (rootReducer ??= combine()), preloadedState })
}
export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']

export const useAppDispatch = useDispatch.withTypes<AppDispatch>()
export const useAppSelector = useSelector.withTypes<RootState>()
export const useAppStore = useStore.withTypes<AppStore>()
