// Spec §3 "other state": video audio, the sidebar (menu drawer), listing view type and sort.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { DEFAULT_SORT_KEY, type SortKey } from '@haat/domain/rules/sort'

export type ViewType = 'list' | 'grid'
/** Which side panel is open; null = none. */
export type ActiveState = 'menu' | 'categories' | 'search' | null

export type UiState = {
  isAudioOn: boolean
  activeState: ActiveState
  viewType: ViewType
  sort: SortKey
}

export const initialUiState: UiState = {
  isAudioOn: false, // browsers only autoplay muted video
  activeState: null,
  viewType: 'list', // §2: default list
  sort: DEFAULT_SORT_KEY,
}

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    audioToggled(state) {
      state.isAudioOn = !state.isAudioOn
    },
    panelOpened(state, action: PayloadAction<ActiveState>) {
      state.activeState = action.payload
    },
    viewTypeChanged(state, action: PayloadAction<ViewType>) {
      state.viewType = action.payload
    },
    sortChanged(state, action: PayloadAction<SortKey>) {
      state.sort = action.payload
    },
  },
})

export const uiActions = uiSlice.actions
