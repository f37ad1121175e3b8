// A plan → to_tsquery('simple', …) texts over products.search_doc. Words are a–z/0–9 only (fold.ts),
// so nothing typed can reach the tsquery syntax.
import { STRICT_COST, type Alternative, type Group, type Plan } from './plan.ts'

export type CompiledSearch = {
  /** Every group, any alternative: what is found. */
  match: string
  /** Cost ≤ 1 alternatives in the title (weight A) / anywhere: ranked first. Null when a group has none. */
  strictTitle: string | null
  strictAll: string | null
}

export const SAFE_WORD = /^[a-z0-9]+$/

export function alternativeText(alt: Alternative, weight: string): string {
  const words = alt.words
    .filter((w) => SAFE_WORD.test(w))
    .map((w) => `${w}${alt.prefix ? ':*' : ''}${weight}`)
  return words.length > 1 ? `(${words.join(' & ')})` : (words[0] ?? '')
}

function groupText(group: Group, strict: boolean, weight = ''): string | null {
  const alts = group.alternatives.filter((a) => !strict || (a.cost <= STRICT_COST && !a.prefix))
  const texts = [...new Set(alts.map((a) => alternativeText(a, weight)).filter(Boolean))]
  return texts.length ? `(${texts.join(' | ')})` : null
}

function allOf(groups: Group[], strict: boolean, weight = ''): string | null {
  const parts = groups.map((g) => groupText(g, strict, weight))
  return parts.length && parts.every((p) => p !== null) ? parts.join(' & ') : null
}

/** Null when nothing can match (no group left). */
export function compileSearch(plan: Plan): CompiledSearch | null {
  const match = allOf(plan.groups, false)
  if (!match) return null
  return {
    match,
    strictTitle: allOf(plan.groups, true, ':A'),
    strictAll: allOf(plan.groups, true),
  }
}
