// The header's search box is server HTML that the predictive search hydrates only once its chunk has
// loaded (LazySearchCombobox). A shopper who typed meanwhile must keep the words: the combobox starts
// from the box's current text (and opens its suggestions if the box has focus), not from the address.

/** The server-rendered box's text and focus, read while the combobox first renders; null on the server. */
export function typedBeforeHydration(id: string): { value: string; focused: boolean } | null {
  if (typeof document === 'undefined') return null
  const box = document.getElementById(id)
  if (!(box instanceof HTMLInputElement)) return null
  return { value: box.value, focused: document.activeElement === box }
}
