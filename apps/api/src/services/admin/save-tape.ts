// Uploading, changing and removing tapes (decision 0766), each in one transaction with its audit row
// (decision 0761). The upload is checked and stored first (ffprobe, 9:16, poster; services media/
// tape-video.ts): a refused video is a 400 naming why, and no row is written.
import { eq } from 'drizzle-orm'
import type { AdminTape, TapeEdit, TapeUploadQuery } from '@haat/domain/admin/tape-edit'
import type { Operator } from '../../auth/operator.ts'
import type { Db } from '../../db/client.ts'
import { tapes } from '../../db/schema.ts'
import { badRequest } from '../../http/errors.ts'
import type { MediaStore } from '../../media/media-store.ts'
import { storeTape, TapeRefused, type FfmpegTools } from '../../media/tape-video.ts'
import { deleteAudited, writeAudit } from '../../repositories/admin-audit.ts'
import { adminTapeView, tapeProduct } from './admin-tapes.ts'

const snapshot = (t: AdminTape) => ({
  product: t.product.slug,
  position: t.position,
  hidden: t.hidden,
  url: t.url,
})

export async function uploadTape(
  db: Db,
  store: MediaStore,
  operator: Operator,
  query: TapeUploadQuery,
  bytes: Buffer,
  tools?: FfmpegTools,
): Promise<AdminTape> {
  const product = await tapeProduct(db, operator, query.product)
  const stored = await storeTape(store, bytes, tools).catch((err: unknown) => {
    if (err instanceof TapeRefused) throw badRequest(`The video ${err.message}`, 'tape_refused')
    throw err
  })
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tapes)
      .values({
        productId: product.id,
        url: stored.url,
        thumbnailUrl: stored.thumbnailUrl,
        durationMs: stored.durationMs,
        position: query.position,
      })
      .returning({ id: tapes.id })
    const after = { product: query.product, position: query.position, hidden: false, url: stored.url }
    await writeAudit(tx, operator, {
      action: 'tape.create',
      entity: 'tape',
      entityId: row!.id,
      before: null,
      after,
    })
    return row!.id
  })
  return adminTapeView(db, operator, id)
}

export async function updateTape(db: Db, operator: Operator, id: number, edit: TapeEdit) {
  const before = await adminTapeView(db, operator, id)
  const product = await tapeProduct(db, operator, edit.product)
  await db.transaction(async (tx) => {
    await tx
      .update(tapes)
      .set({ productId: product.id, position: edit.position, hidden: edit.hidden })
      .where(eq(tapes.id, id))
    const after = { ...edit, url: before.url }
    await writeAudit(tx, operator, {
      action: 'tape.update',
      entity: 'tape',
      entityId: id,
      before: snapshot(before),
      after,
    })
  })
  return adminTapeView(db, operator, id)
}

/** The row goes; its files stay (they are named by content and cost little; another row may share them). */
export async function removeTape(db: Db, operator: Operator, id: number) {
  const before = await adminTapeView(db, operator, id)
  await deleteAudited(
    db,
    operator,
    { action: 'tape.delete', entity: 'tape', entityId: id, before: snapshot(before) },
    (tx) => tx.delete(tapes).where(eq(tapes.id, id)),
  )
}
