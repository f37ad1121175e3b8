// Every /api/admin call (decision 0760): no token is a 401, a shopper's token a 403, an operator's
// token makes `req.operator` (a brand user with its brand, which must exist).
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Operator } from '../auth/operator.ts'
import { signedInViewer } from '../auth/require-user.ts'
import { brands } from '../db/schema.ts'
import { forbidden } from '../http/errors.ts'

const NOT_OPERATOR = 'This account cannot use the store admin'

export const adminGuardPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('operator', null as never)
  app.addHook('onRequest', async (req) => {
    const viewer = signedInViewer(req, 'Sign in with an operator account')
    if (!viewer.role) throw forbidden(NOT_OPERATOR)
    let brand: Operator['brand'] = null
    if (viewer.role === 'brand') {
      const [row] = viewer.brandSlug
        ? await app.db
            .select({ id: brands.id, slug: brands.slug, name: brands.name })
            .from(brands)
            .where(eq(brands.slug, viewer.brandSlug))
        : []
      if (!row) throw forbidden(`${NOT_OPERATOR}: its brand is not in this store`)
      brand = row
    }
    req.operator = { id: viewer.userId, email: viewer.email, role: viewer.role, brand }
  })
})
