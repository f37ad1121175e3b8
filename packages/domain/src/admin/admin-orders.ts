// The admin's order calls (issue 15 §2): the list's filters, an order as operators see it, and the
// shipping form. The same schemas check the admin's forms and the API's input.
import { z } from 'zod'
import { orderSchema, orderStatusSchema, orderSummarySchema, trackingSchema } from '../catalog/order.ts'

const isoDay = z.iso.date({ error: 'Use a date like 2026-11-25' })
const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v)

export const adminOrderFiltersSchema = z.object({
  status: z.preprocess(emptyAsUndefined, orderStatusSchema.optional()),
  /** A brand's id: orders with at least one of its items (a brand user always gets its own). */
  brand: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(2_147_483_647).optional()),
  /** Placed on or after this day, and on or before `to` (India time). */
  from: z.preprocess(emptyAsUndefined, isoDay.optional()),
  to: z.preprocess(emptyAsUndefined, isoDay.optional()),
  page: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(100_000).default(0)),
})
export type AdminOrderFilters = z.infer<typeof adminOrderFiltersSchema>

const brandTagSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() })

export const adminOrderRowSchema = orderSummarySchema.extend({
  customerEmail: z.string().nullable(),
  brands: z.array(brandTagSchema),
})
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>

export const adminOrderPageSchema = z.object({
  content: z.array(adminOrderRowSchema),
  pageNumber: z.number().int(),
  totalPages: z.number().int(),
  totalElements: z.number().int(),
})
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>

export const auditEntrySchema = z.object({
  action: z.string(),
  actorEmail: z.string().nullable(),
  createdAt: z.string(),
  before: z.unknown(),
  after: z.unknown(),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

export const adminOrderSchema = orderSchema.extend({
  customer: z.object({ email: z.string().nullable(), name: z.string().nullable() }),
  brands: z.array(brandTagSchema),
  /** What this operator may do with it now. */
  actions: z.object({ ship: z.boolean(), deliver: z.boolean(), cancel: z.boolean() }),
  history: z.array(auditEntrySchema),
})
export type AdminOrder = z.infer<typeof adminOrderSchema>

export const shipOrderSchema = trackingSchema
export type ShipOrderInput = z.infer<typeof shipOrderSchema>
