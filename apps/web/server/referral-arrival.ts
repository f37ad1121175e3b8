// A page opened through a shared link (`?ref=<code>`, decision 0782): the server records the visit and
// keeps the sharer's code in an HttpOnly cookie for 30 days (the last link wins), which the checkout
// reads to attribute the order. No script of the page's is involved: it works before hydration, without
// JavaScript, and costs the pages' first load nothing. A phone opening its own link (its share code is
// in the `haat_share` cookie) and a reload of the same link are not counted again. Responses that set
// the cookie are never kept by the page cache (it skips any answer with Set-Cookie).
import { parseCookie, stringifySetCookie } from 'cookie'
import type { FastifyInstance } from 'fastify'
import type { Db } from '@haat/api/db/client'
import { recordVisit } from '@haat/api/services/referrals/record-referral'
import {
  isReferralCode,
  REFERRAL_COOKIE,
  REFERRAL_DAYS,
  REFERRAL_PARAM,
  SHARE_CODE_COOKIE,
} from '@haat/domain/rules/referral'

export function referralArrival(scope: FastifyInstance, db: Db) {
  scope.addHook('onRequest', async (req, reply) => {
    const query = req.url.indexOf('?')
    if (req.method !== 'GET' || query === -1) return
    const code = new URLSearchParams(req.url.slice(query + 1)).get(REFERRAL_PARAM)
    if (!isReferralCode(code)) return
    const cookies = parseCookie(req.headers.cookie ?? '')
    if (cookies[SHARE_CODE_COOKIE] === code || cookies[REFERRAL_COOKIE] === code) return
    reply.header(
      'set-cookie',
      stringifySetCookie({
        name: REFERRAL_COOKIE,
        value: code,
        maxAge: REFERRAL_DAYS * 86_400,
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: req.protocol === 'https',
      }),
    )
    const path = req.url.slice(0, query).replace(/\.data$/, '') || '/'
    try {
      await recordVisit(db, { code, path: path.slice(0, 300), userId: null })
    } catch (err) {
      req.log.warn({ err }, 'referral: visit not recorded')
    }
  })
}
