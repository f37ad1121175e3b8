// The India calendar day (UTC+05:30, no daylight saving) of a timestamp, in SQL: the insights page's
// daily buckets and the counters behind them agree on where a day starts without a time zone database.
import { sql, type SQLWrapper } from 'drizzle-orm'

export const indiaDay = (at: SQLWrapper) => sql`((${at} at time zone 'UTC') + interval '330 minutes')::date`
