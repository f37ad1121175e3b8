// An import's progress bar: products done of the total for the stage it is in (pictures, then writing),
// full once the dry run or the import has finished. The page re-reads it while it moves.
import type { CatalogueImport } from '@haat/domain/admin/catalogue-import'

const STAGE: Record<string, string> = { images: 'Pictures', write: 'Writing products' }

export function importPercent(i: Pick<CatalogueImport, 'status' | 'done' | 'total'>): number {
  if (i.status === 'checked' || i.status === 'done') return 100
  return i.total > 0 ? Math.floor((i.done / i.total) * 100) : 0
}

export function ImportProgress({ item }: { item: CatalogueImport }) {
  const percent = importPercent(item)
  const what = item.status === 'checking' || item.status === 'checked' ? 'Checking the file' : 'Importing'
  const stage = item.stage ? (STAGE[item.stage] ?? item.stage) : 'Waiting for a worker'
  return (
    <div className="space-y-2">
      <div
        role="progressbar"
        aria-label={`${what}: progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-4 overflow-hidden rounded-full bg-sand"
      >
        <div
          className="h-full rounded-full bg-leaf-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-sm text-ink-soft" aria-live="polite">
        {percent === 100 ? `${what}: finished` : `${what} · ${stage}: ${item.done} of ${item.total} products`}{' '}
        ({percent} %)
      </p>
    </div>
  )
}
