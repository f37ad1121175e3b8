import { Form, useSearchParams } from 'react-router'
import { SearchField } from './SearchField.tsx'

/** Search entry point: a plain GET form to /browse-all?search=…, so it works before JavaScript loads. */
export function SearchForm({ className = '', id = 'site-search' }: { className?: string; id?: string }) {
  const [params] = useSearchParams()
  return (
    <Form method="get" action="/browse-all" role="search" className={`relative ${className}`}>
      <SearchField id={id} defaultValue={params.get('search') ?? ''} />
    </Form>
  )
}
