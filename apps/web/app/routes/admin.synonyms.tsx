// /admin/synonyms — the search's synonyms and Hinglish words: find, add, take away (decision 0765).
import { Form } from 'react-router'
import { Button } from '../components/ui/Button.tsx'
import { AdminFrame, Done, Csrf, field, FieldError, label } from '../features/admin/AdminFrame.tsx'
import { FindForm } from '../features/admin/FindForm.tsx'
import type { FormErrors } from '../features/admin/form-errors.ts'
import { pageMeta } from '../lib/seo/meta.ts'
import type { Route } from './+types/admin.synonyms.ts'

export { action, loader } from './admin.synonyms.server.ts'

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: 'Search words · Admin', noindex: true })

const KIND = {
  'two-way': 'each finds the others',
  'one-way': 'the first also finds the rest',
  hinglish: 'Hinglish: the first means the rest',
}

export default function AdminSynonyms({ loaderData, actionData }: Route.ComponentProps) {
  const { me, q, synonyms } = loaderData
  const errors: FormErrors = actionData?.errors ?? {}
  return (
    <AdminFrame me={me} title="Search words">
      <Done message={actionData?.done} />
      {errors.form && <p className="font-medium text-rani-600">{errors.form}</p>}
      <Form
        key={actionData?.done ?? 'form'} // a fresh, empty form after a row went in
        method="post"
        className="grid gap-4 rounded-card border border-line bg-card p-4 md:grid-cols-[1fr_16rem_auto] md:items-end md:p-6"
      >
        <Csrf token={me.csrfToken} />
        <input type="hidden" name="intent" value="add" />
        <label className={label}>
          Terms (comma separated)
          <input name="terms" className={field} placeholder="chappal, sandals, slippers" />
          <FieldError message={errors.terms} />
        </label>
        <label className={label}>
          Kind
          <select name="kind" className={field} defaultValue="two-way">
            {Object.entries(KIND).map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit">Add</Button>
      </Form>
      <FindForm q={q} label="Find a term" />
      <p className="text-sm text-ink-soft">
        {synonyms.totalElements} {synonyms.totalElements === 1 ? 'row' : 'rows'}
        {synonyms.totalElements > synonyms.content.length ? ', the first 200 shown' : ''}
      </p>
      <ul className="divide-y divide-line rounded-card border border-line bg-card">
        {synonyms.content.map((s) => (
          <li key={s.id} className="flex items-center gap-3 px-4 py-2">
            <span className="min-w-0 flex-1">
              <span className="font-semibold">{s.terms.join(s.direction === 'two-way' ? ' ⇄ ' : ', ')}</span>{' '}
              <span className="text-sm text-ink-soft">
                · {KIND[s.source === 'hinglish' ? 'hinglish' : s.direction]}
              </span>
            </span>
            <Form method="post">
              <Csrf token={me.csrfToken} />
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={s.id} />
              <button
                type="submit"
                className="text-sm font-semibold underline"
                aria-label={`Take away ${s.terms.join(', ')}`}
              >
                Take away
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </AdminFrame>
  )
}
