// The database adapter behaves like oidc-provider's memory adapter: upsert/find, lookups by uid and
// user code, consume once, expiry, destroy, revoke by grant — per model kind.
import { beforeAll, describe, expect, it } from 'vitest'
import { DrizzleAdapter, deleteExpiredPayloads } from '../../src/oidc/adapter.ts'
import { oidcPayloads } from '../../src/db/schema.ts'
import type { Db } from '../../src/db/client.ts'
import { build } from '../support/build.ts'
import { START_TIMEOUT } from './support/store-server.ts'

let db: Db
beforeAll(async () => {
  ;({ db } = await build())
}, START_TIMEOUT)

const codes = () => new DrizzleAdapter(db, 'AuthorizationCode')
const sessions = () => new DrizzleAdapter(db, 'Session')
let n = 0
const id = () => `id-${++n}`

describe('DrizzleAdapter', () => {
  it('finds what it stored, by id, and updates on a second upsert', async () => {
    const key = id()
    await codes().upsert(key, { kind: 'AuthorizationCode', grantId: 'g1', scope: 'openid' }, 60)
    expect(await codes().find(key)).toMatchObject({ grantId: 'g1', scope: 'openid' })
    await codes().upsert(key, { kind: 'AuthorizationCode', grantId: 'g1', scope: 'openid email' }, 60)
    expect(await codes().find(key)).toMatchObject({ scope: 'openid email' })
    expect(await codes().find('missing')).toBeUndefined()
  })

  it('keeps model kinds apart', async () => {
    const key = id()
    await codes().upsert(key, { kind: 'AuthorizationCode' }, 60)
    expect(await sessions().find(key)).toBeUndefined()
  })

  it('finds sessions by uid and payloads by user code', async () => {
    const key = id()
    await sessions().upsert(key, { kind: 'Session', uid: `uid-${key}`, accountId: 'a1' }, 60)
    expect(await sessions().findByUid(`uid-${key}`)).toMatchObject({ accountId: 'a1' })
    const device = new DrizzleAdapter(db, 'DeviceCode')
    await device.upsert(key, { kind: 'DeviceCode', userCode: `UC-${key}` }, 60)
    expect(await device.findByUserCode(`UC-${key}`)).toMatchObject({ userCode: `UC-${key}` })
  })

  it('consumes once: the payload then carries `consumed`, a second consume is refused', async () => {
    const key = id()
    await codes().upsert(key, { kind: 'AuthorizationCode' }, 60)
    expect((await codes().find(key))?.consumed).toBeUndefined()
    await codes().consume(key)
    expect((await codes().find(key))?.consumed).toBeTypeOf('number')
    await expect(codes().consume(key)).rejects.toMatchObject({ error: 'invalid_grant' })
  })

  it('hides expired payloads, and the sweep deletes them', async () => {
    const key = id()
    await codes().upsert(key, { kind: 'AuthorizationCode' }, 60)
    await db.update(oidcPayloads).set({ expiresAt: new Date(Date.now() - 1000) })
    expect(await codes().find(key)).toBeUndefined()
    expect(await deleteExpiredPayloads(db)).toBeGreaterThan(0)
    expect(await db.select().from(oidcPayloads)).toEqual([])
  })

  it('keeps payloads without an expiry', async () => {
    const key = id()
    await codes().upsert(key, { kind: 'AuthorizationCode' })
    expect(await codes().find(key)).toBeDefined()
  })

  it('destroys one payload, and revokes every payload of a grant in its kind', async () => {
    const [a, b, c, keep] = [id(), id(), id(), id()]
    await codes().upsert(a, { kind: 'AuthorizationCode', grantId: 'g-revoke' }, 60)
    await codes().upsert(b, { kind: 'AuthorizationCode', grantId: 'g-revoke' }, 60)
    await codes().upsert(keep, { kind: 'AuthorizationCode', grantId: 'g-other' }, 60)
    const refresh = new DrizzleAdapter(db, 'RefreshToken')
    await refresh.upsert(c, { kind: 'RefreshToken', grantId: 'g-revoke' }, 60)
    await codes().revokeByGrantId('g-revoke')
    expect(await codes().find(a)).toBeUndefined()
    expect(await codes().find(b)).toBeUndefined()
    expect(await codes().find(keep)).toBeDefined()
    expect(await refresh.find(c)).toBeDefined()
    await codes().destroy(keep)
    expect(await codes().find(keep)).toBeUndefined()
  })
})
