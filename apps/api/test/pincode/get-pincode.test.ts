// GET /api/pincode/{pincode} (issue 17 §3) on the store's real table and default shipping rules.
import { beforeAll, describe, expect, test } from 'vitest'
import { pincodeAnswerSchema } from '@haat/domain/catalog/pincode'
import { INDIAN_STATES } from '../../../web/app/features/checkout/indian-states.ts'
import { build } from '../support/build.ts'
import pincodes from '../../src/pincodes/pincodes.json' with { type: 'json' }

let app: Awaited<ReturnType<typeof build>>['app']
beforeAll(async () => {
  app = (await build()).app
})

describe('GET /api/pincode/:pincode', () => {
  test('a known pincode answers its city, state, delivery date and COD', async () => {
    const res = await app.inject('/api/pincode/560001')
    expect(res.statusCode, res.body).toBe(200)
    const answer = pincodeAnswerSchema.parse(res.json())
    expect(answer).toMatchObject({
      pincode: '560001',
      city: 'Bengaluru',
      state: 'Karnataka',
      zone: 'Rest of India',
      deliveryDays: 5,
      cod: true,
    })
    expect(answer.estimatedDelivery).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(res.headers['cache-control']).toBe('public, max-age=600')
  })

  test('Delhi and Ladakh are named as shoppers write them; remote zones have no COD', async () => {
    expect((await app.inject('/api/pincode/110001')).json()).toMatchObject({ city: 'Delhi', state: 'Delhi' })
    expect((await app.inject('/api/pincode/194101')).json()).toMatchObject({
      city: 'Leh',
      state: 'Ladakh',
      zone: 'Hills and islands',
      cod: false,
    })
    expect((await app.inject('/api/pincode/400001')).json()).toMatchObject({ zone: 'Within Maharashtra' })
  })

  test('an unknown pincode is a 404 saying so; a malformed one a 400 naming the rule', async () => {
    const unknown = await app.inject('/api/pincode/999999')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({ error: 'not_found', message: expect.stringContaining('999999') })
    for (const bad of ['012345', '12345', '1234567', 'abcdef']) {
      const res = await app.inject(`/api/pincode/${bad}`)
      expect(res.statusCode, bad).toBe(400)
      expect(res.json()).toMatchObject({
        error: 'bad_request',
        message: 'params.pincode: must be 6 digits, the first not 0',
      })
    }
  })

  test('the table covers every state of the checkout, spelt the same way', () => {
    const states = Object.keys(pincodes.states)
    expect(states.filter((s) => !(INDIAN_STATES as readonly string[]).includes(s))).toEqual([])
    expect(pincodes.pincodes).toBeGreaterThan(19_000)
    expect(pincodes.licence).toContain('CC BY 4.0')
  })
})
