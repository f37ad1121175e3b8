// A checkout started by a shopper whom a shared link brought here (the server's `haat_ref` cookie, set on
// arrival, decision 0782) is recorded against the sharer's code. Attribution never stops a purchase:
// a failure is logged and the checkout goes on.
import type { FastifyRequest } from 'fastify'
import { isReferralCode, REFERRAL_COOKIE } from '@haat/domain/rules/referral'
import type { Db } from '../../db/client.ts'
import { recordReferredOrder } from './record-referral.ts'

export async function attributeReferredOrder(db: Db, req: FastifyRequest, orderId: string) {
  const code = req.cookies[REFERRAL_COOKIE]
  if (!isReferralCode(code) || req.viewer.kind !== 'user') return
  try {
    await recordReferredOrder(db, { code, orderId, userId: req.viewer.userId })
  } catch (err) {
    req.log.warn({ err, orderId }, 'referral: order not attributed')
  }
}
