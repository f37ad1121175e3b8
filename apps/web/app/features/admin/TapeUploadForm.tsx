// The tapes page's upload: an MP4 (9:16, H.264, up to 2 minutes) and the product it sells, by address.
import { Form } from 'react-router'
import { MAX_TAPE_BYTES } from '@haat/domain/admin/tape-limits'
import { Button } from '../../components/ui/Button.tsx'
import { Csrf, field, FieldError, label } from './AdminFrame.tsx'
import type { FormErrors } from './form-errors.ts'

export function TapeUploadForm({
  csrf,
  errors,
  resetKey,
}: {
  csrf: string
  errors: FormErrors
  resetKey: string
}) {
  return (
    <Form
      key={resetKey}
      method="post"
      encType="multipart/form-data"
      className="grid gap-4 rounded-card border border-line bg-card p-4 md:grid-cols-[1fr_1fr_7rem_auto] md:items-end md:p-6"
    >
      <Csrf token={csrf} />
      <input type="hidden" name="intent" value="upload" />
      <label className={label}>
        Video (MP4, 9:16 portrait, up to {MAX_TAPE_BYTES / 1024 / 1024} MB)
        <input
          name="video"
          type="file"
          accept="video/mp4"
          required
          className="block w-full text-sm file:mr-3 file:h-11 file:rounded-full file:border-0 file:bg-sand file:px-4 file:font-semibold"
        />
        <FieldError message={errors.video} />
      </label>
      <label className={label}>
        Product (its address)
        <input name="product" required className={field} placeholder="brass-diya-set" />
        <FieldError message={errors.product} />
      </label>
      <label className={label}>
        Place
        <input name="position" type="number" min={0} max={9999} defaultValue={0} className={field} />
        <FieldError message={errors.position} />
      </label>
      <Button type="submit">Upload</Button>
    </Form>
  )
}
