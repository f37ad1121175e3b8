// Suggestions for the header search box: asked SUGGEST_DEBOUNCE_MS after the last keystroke, and a
// request still running when the shopper types on is aborted, so a slow old answer never replaces a
// newer one. The answer is typed, not parsed, like every API answer the browser reads (decisions 0280,
// 0842): parsing it with zod loaded and ran zod's schemas on every page that has the search box.
import { useEffect, useState } from 'react'
import type { Suggestion, Suggestions } from '@haat/domain/catalog/search'
import { SEARCH_MIN_LENGTH } from '@haat/domain/catalog/search-constants'

export const SUGGEST_DEBOUNCE_MS = 150

export function useSuggestions(query: string): Suggestion[] {
  const [suggestions, setSuggestions] = useState<Suggestion[]>([])
  const q = query.trim()
  useEffect(() => {
    if ([...q].length < SEARCH_MIN_LENGTH) {
      setSuggestions([])
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      try {
        const res = await fetch(`/api/search/suggest?q=${encodeURIComponent(q)}`, {
          signal: controller.signal,
        })
        if (res.ok) setSuggestions(((await res.json()) as Suggestions).suggestions)
      } catch {
        // Aborted by a newer keystroke, or offline: the plain search form still works.
      }
    }, SUGGEST_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [q])
  return suggestions
}
