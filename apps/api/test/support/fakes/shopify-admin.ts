// The Admin API half of the fake Shopify store: discountCodeBasicCreate checked the way Shopify documents
// it (Admin API 2025-10+: DiscountCodeBasicInput needs code, context, customerGets, startsAt, title;
// percentage is a fraction 0–1, discountAmount.amount a Decimal string; usageLimit an Int ≥ 1;
// items by product variant GIDs; no deprecated customerSelection next to context; codes unique per shop).
import type { FakeAnswer, Received } from './listen.ts'

export const FAKE_ADMIN_VERSION = '2026-07'
const INPUT_FIELDS = new Set([
  'appliesOncePerCustomer',
  'code',
  'combinesWith',
  'context',
  'customerGets',
  'endsAt',
  'minimumRequirement',
  'recurringCycleLimit',
  'startsAt',
  'title',
  'usageLimit',
  'tags',
])
const GID = /^gid:\/\/shopify\/ProductVariant\/\d+$/
const isDate = (v: unknown) => typeof v === 'string' && !Number.isNaN(Date.parse(v))

type Input = Record<string, any>

function inputProblems(input: Input | undefined): string[] {
  if (!input || typeof input !== 'object') return ['variables.basicCodeDiscount']
  const out = Object.keys(input)
    .filter((k) => !INPUT_FIELDS.has(k))
    .map((k) => `unknown field DiscountCodeBasicInput.${k}`)
  if (typeof input.code !== 'string' || !input.code) out.push('code')
  if (typeof input.title !== 'string' || !input.title) out.push('title')
  if (!isDate(input.startsAt)) out.push('startsAt')
  if (input.endsAt !== undefined && (!isDate(input.endsAt) || input.endsAt <= input.startsAt))
    out.push('endsAt')
  if (input.context?.all !== 'ALL' && !input.context?.customers && !input.context?.customerSegments)
    out.push('context')
  if (input.usageLimit !== undefined && (!Number.isInteger(input.usageLimit) || input.usageLimit < 1))
    out.push('usageLimit')
  const value = input.customerGets?.value ?? {}
  const kinds = ['percentage', 'discountAmount', 'discountOnQuantity'].filter((k) => k in value)
  if (kinds.length !== 1) out.push('customerGets.value needs exactly one of percentage, discountAmount')
  if ('percentage' in value && !(value.percentage > 0 && value.percentage <= 1)) out.push('percentage 0–1')
  if ('discountAmount' in value && !/^\d+(\.\d{1,2})?$/.test(String(value.discountAmount?.amount)))
    out.push('discountAmount.amount')
  const items = input.customerGets?.items
  const variants = items?.products?.productVariantsToAdd
  if (
    items?.all !== true &&
    (!Array.isArray(variants) || !variants.length || !variants.every((v) => GID.test(v)))
  )
    out.push('customerGets.items')
  return out
}

/** Codes created so far on this fake shop (code → its input), as Shopify keeps them. */
export type AdminState = { discounts: Map<string, Input>; token: string }

export function answerAdmin(req: Received, state: AdminState): FakeAnswer {
  if (req.url !== `/admin/api/${FAKE_ADMIN_VERSION}/graphql.json`)
    return { status: 404, body: { errors: 'Not Found' } }
  if (req.headers['x-shopify-access-token'] !== state.token)
    return {
      status: 401,
      body: { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' },
    }
  const body = req.body as { query?: unknown; variables?: { basicCodeDiscount?: Input } }
  const query = typeof body?.query === 'string' ? body.query : ''
  if (
    !/mutation\s+\w*\s*\(\$basicCodeDiscount: DiscountCodeBasicInput!\)[\s\S]*discountCodeBasicCreate\(basicCodeDiscount: \$basicCodeDiscount\)/.test(
      query,
    ) ||
    !/codeDiscountNode\s*\{\s*id/.test(query) ||
    !/userErrors\s*\{[^}]*message/.test(query)
  )
    return {
      status: 200,
      body: {
        errors: [
          {
            message:
              'fake Shopify Admin: not a discountCodeBasicCreate asking for codeDiscountNode { id } and userErrors',
          },
        ],
      },
    }
  const input = body.variables?.basicCodeDiscount
  const wrong = inputProblems(input)
  if (wrong.length)
    return {
      status: 200,
      body: { errors: [{ message: `Variable $basicCodeDiscount is invalid: ${wrong.join(', ')}` }] },
    }
  if (state.discounts.has(input!.code)) {
    const userErrors = [
      {
        field: ['basicCodeDiscount', 'code'],
        message: 'Code must be unique. Please try a different code.',
        code: 'TAKEN',
      },
    ]
    return {
      status: 200,
      body: { data: { discountCodeBasicCreate: { codeDiscountNode: null, userErrors } } },
    }
  }
  state.discounts.set(input!.code, input!)
  const id = `gid://shopify/DiscountCodeNode/${state.discounts.size}`
  return {
    status: 200,
    body: { data: { discountCodeBasicCreate: { codeDiscountNode: { id }, userErrors: [] } } },
  }
}
