// An admin list's search box: a plain GET form with `q`, so the address holds the search.
import { Form } from 'react-router'
import { Button } from '../../components/ui/Button.tsx'
import { field } from './AdminFrame.tsx'

export function FindForm({ q, label }: { q: string; label: string }) {
  return (
    <Form method="get" className="flex gap-3">
      <input name="q" defaultValue={q} aria-label={label} placeholder={label} className={field} />
      <Button type="submit" variant="dark">
        Find
      </Button>
    </Form>
  )
}
