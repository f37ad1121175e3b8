// One slot of the admin's home banners page (decision 0768): its picture as shoppers see it, its words,
// where it leads and whether it shows, saved by its own form (a new picture is uploaded with it); the
// arrows swap it with the slot above or below.
import { Form } from 'react-router'
import type { AdminBanner } from '@haat/domain/admin/banner-edit'
import { MAX_PICTURE_BYTES } from '@haat/domain/admin/picture-limits'
import { bannerImageAt } from '@haat/domain/catalog/home-banner'
import { BANNER_COUNT } from '@haat/domain/constants/timings'
import { Button } from '../../components/ui/Button.tsx'
import { Csrf, field, FieldError, fileInput, label } from './AdminFrame.tsx'
import type { FormErrors } from './form-errors.ts'

const TARGETS = {
  path: 'A store page (path)',
  product: 'A product',
  brand: 'A brand',
  guide: 'A guide',
  tag: 'A tag',
}

type Props = { banner: AdminBanner; csrf: string; errors: FormErrors }

export function BannerSlot({ banner, csrf, errors }: Props) {
  const { slot, edit } = banner
  return (
    <li className="grid gap-4 p-4 md:grid-cols-[18rem_1fr] md:p-6" data-testid="admin-banner">
      <div className="space-y-2">
        <div className="flex items-center justify-between gap-2">
          <h2 className="font-display text-lg font-semibold">
            Slot {slot}
            {edit?.hidden && <span className="ml-2 rounded-full bg-sand px-2 py-0.5 text-xs">Hidden</span>}
          </h2>
          <MoveButtons slot={slot} csrf={csrf} />
        </div>
        {edit ? (
          <img
            src={bannerImageAt(edit.imageUrl, 640)}
            alt={edit.alt}
            width={640}
            height={214}
            className={`aspect-[3/1] w-full rounded-xl bg-sand object-cover ${edit.hidden ? 'opacity-40' : ''}`}
          />
        ) : (
          <div className="grid aspect-[3/1] w-full place-items-center rounded-xl border border-dashed border-line text-sm text-ink-soft">
            Empty: shoppers see nothing here
          </div>
        )}
        {banner.href && !edit?.hidden && (
          <p className="text-sm text-ink-soft">
            Leads to{' '}
            <a href={banner.href} className="font-semibold break-all underline">
              {banner.href}
            </a>
          </p>
        )}
      </div>
      <Form method="post" encType="multipart/form-data" className="grid gap-3 md:grid-cols-2">
        <Csrf token={csrf} />
        <input type="hidden" name="slot" value={slot} />
        <input type="hidden" name="imageUrl" value={edit?.imageUrl ?? ''} />
        <label className={`${label} md:col-span-2`}>
          {edit ? 'New picture (optional)' : 'Picture'}: cropped to 3:1, up to{' '}
          {MAX_PICTURE_BYTES / 1024 / 1024} MB
          <input name="picture" type="file" accept="image/*" className={fileInput} />
          <FieldError message={errors.picture ?? errors.imageUrl} />
        </label>
        <label className={`${label} md:col-span-2`}>
          Words on the banner (read out to screen readers)
          <input name="alt" defaultValue={edit?.alt ?? ''} required maxLength={200} className={field} />
          <FieldError message={errors.alt} />
        </label>
        <label className={label}>
          Leads to
          <select name="targetKind" defaultValue={edit?.target.kind ?? 'path'} className={field}>
            {Object.entries(TARGETS).map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          Its address or path
          <input
            name="target"
            defaultValue={edit?.target.value ?? ''}
            required
            placeholder="/browse-all?sortby=new"
            className={field}
          />
          <FieldError message={errors['target.value'] ?? errors['target.kind']} />
        </label>
        <label className="flex items-center gap-2 text-sm font-semibold">
          <input name="hidden" type="checkbox" defaultChecked={edit?.hidden ?? false} /> Hidden from shoppers
        </label>
        <div className="flex items-center justify-end gap-3">
          <FieldError message={errors.form} />
          <Button type="submit" name="intent" value="save">
            Save slot {slot}
          </Button>
        </div>
      </Form>
    </li>
  )
}

function MoveButtons({ slot, csrf }: { slot: number; csrf: string }) {
  const arrow = (direction: 'up' | 'down', disabled: boolean) => (
    <Button
      type="submit"
      name="direction"
      value={direction}
      variant="secondary"
      size="sm"
      disabled={disabled}
      aria-label={`Move slot ${slot} ${direction}`}
    >
      {direction === 'up' ? '↑' : '↓'}
    </Button>
  )
  return (
    <Form method="post" className="flex gap-1">
      <Csrf token={csrf} />
      <input type="hidden" name="slot" value={slot} />
      <input type="hidden" name="intent" value="move" />
      {arrow('up', slot === 1)}
      {arrow('down', slot === BANNER_COUNT)}
    </Form>
  )
}
