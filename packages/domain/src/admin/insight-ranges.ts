// The insights page's ranges in days (decision 0770), without zod: the page's range picker uses them.
export const INSIGHT_RANGES = [7, 30, 90] as const
