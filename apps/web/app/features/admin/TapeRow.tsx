// One tape on the admin's tapes page: its poster (plays on click), product, place and hidden flag, saved
// by its own small form; Remove takes it out of the store.
import { Form } from 'react-router'
import type { AdminTape } from '@haat/domain/admin/tape-edit'
import { Csrf, FieldError } from './AdminFrame.tsx'
import type { FormErrors } from './form-errors.ts'

const small = 'h-9 rounded-full px-4 text-sm font-semibold'
const input = 'h-9 rounded-lg border border-line bg-paper px-2 text-sm focus:border-ink focus:outline-none'

export function TapeRow({ tape, csrf, errors }: { tape: AdminTape; csrf: string; errors: FormErrors }) {
  const seconds = Math.round(tape.durationMs / 1000)
  return (
    <li className="flex gap-4 px-4 py-3" data-testid="admin-tape">
      <a href={tape.url} target="_blank" rel="noreferrer" className="shrink-0">
        <img
          src={tape.thumbnailUrl}
          alt={`Tape of ${tape.product.title}`}
          width={54}
          height={96}
          className={`h-24 w-[3.375rem] rounded-lg bg-sand object-cover ${tape.hidden ? 'opacity-40' : ''}`}
        />
      </a>
      <div className="min-w-0 flex-1 space-y-1.5">
        <p className="font-semibold">
          {tape.product.title} <span className="font-normal text-ink-soft">· {tape.product.brandName}</span>
        </p>
        <p className="text-sm text-ink-soft">
          {seconds} s · {tape.viewCount} views ·{' '}
          {tape.hidden ? (
            'hidden from shoppers'
          ) : (
            <a href={`/binge/${tape.id}`} className="font-semibold underline">
              View on the store
            </a>
          )}
        </p>
        <Form method="post" className="flex flex-wrap items-center gap-2">
          <Csrf token={csrf} />
          <input type="hidden" name="id" value={tape.id} />
          <input
            name="product"
            defaultValue={tape.product.slug}
            aria-label="Product address"
            className={`${input} w-full min-w-0 md:w-80`}
          />
          <input
            name="position"
            type="number"
            min={0}
            max={9999}
            defaultValue={tape.position}
            aria-label="Place"
            className={`${input} w-20`}
          />
          <label className="flex items-center gap-1 text-sm">
            <input name="hidden" type="checkbox" defaultChecked={tape.hidden} /> Hidden
          </label>
          <button name="intent" value="save" type="submit" className={`${small} bg-ink text-paper`}>
            Save
          </button>
          <button name="intent" value="remove" type="submit" className={`${small} border border-line`}>
            Remove
          </button>
        </Form>
        <FieldError message={errors.product ?? errors.position ?? errors.form} />
      </div>
    </li>
  )
}
