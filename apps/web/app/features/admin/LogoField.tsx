// A brand's logo on its form (decision 0769): a file, uploaded as soon as it is chosen (the form is sent
// with upload=logo: nothing is saved, the form comes back with the 320 × 320 WebP's URL in the address
// field), or that address typed (/media/… or https://…). Without the page's script the file goes with
// the save instead. A form post rather than a fetcher: useFetcher would add its code to every page's
// shared chunk (the product page's budget), Form and useNavigation are there already.
import { useRef, useState } from 'react'
import { useNavigation } from 'react-router'
import { MAX_PICTURE_BYTES } from '@haat/domain/admin/picture-limits'
import { field, FieldError, fileInput, label } from './AdminFrame.tsx'

const showable = (url: string) => /^(?:\/media\/|https:\/\/)\S+$/.test(url)

/** Give it a new key with each answer of the form: it starts again from that answer's value. */
type Props = { value: string; error?: string | undefined; uploaded: boolean }

export function LogoField({ value, error, uploaded }: Props) {
  const [url, setUrl] = useState(value) // the preview follows what is typed
  const flag = useRef<HTMLInputElement>(null)
  const navigation = useNavigation()
  const uploading = navigation.state === 'submitting' && navigation.formData?.get('upload') === 'logo'
  return (
    <fieldset className="grid grid-cols-[4.5rem_1fr] items-start gap-3 md:col-span-2 md:grid-cols-[4.5rem_1fr_1fr]">
      <legend className="mb-1 text-sm font-semibold">Logo</legend>
      {showable(url) ? (
        <img
          src={url}
          alt=""
          width={72}
          height={72}
          className="size-18 rounded-full border border-line bg-sand object-cover"
        />
      ) : (
        <span className="grid size-18 place-items-center rounded-full border border-dashed border-line text-xs text-ink-soft">
          No logo
        </span>
      )}
      <label className={label}>
        <span>
          Upload a file{' '}
          <span className="font-normal text-ink-soft">
            (square works best; up to {MAX_PICTURE_BYTES / 1024 / 1024} MB)
          </span>
        </span>
        <input
          name="logo"
          type="file"
          accept="image/*"
          onChange={(e) => {
            const form = e.currentTarget.form
            if (!form || !flag.current || !e.currentTarget.files?.length) return
            // The form's data is read as it is submitted: the flag goes with this post only.
            flag.current.value = 'logo'
            form.requestSubmit()
            flag.current.value = ''
          }}
          className={fileInput}
        />
        <span aria-live="polite" className="block text-sm font-normal text-ink-soft">
          {uploading ? 'Uploading…' : uploaded ? 'Uploaded: its address is filled in. Save to use it.' : ''}
        </span>
      </label>
      <input ref={flag} type="hidden" name="upload" />
      <label className={`${label} col-span-2 md:col-span-1`}>
        <span>
          Or its address <span className="font-normal text-ink-soft">(/media/… or https://…)</span>
        </span>
        <input
          name="logoUrl"
          defaultValue={value}
          onChange={(e) => setUrl(e.currentTarget.value)}
          className={field}
          aria-invalid={error ? true : undefined}
        />
        <FieldError message={error} />
      </label>
    </fieldset>
  )
}
