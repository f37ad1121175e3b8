// @vitest-environment node
// The brand pages' actions (decision 0769) with a stand-in API: the API's refusals come back as form
// errors, never the error page. Refusals are made as server.ts's own copy of transport.ts makes them
// (an Error named ApiRequestError, not an instance of the route bundle's class): checking them with
// instanceof let a taken address's 409 through as "Unexpected Server Error".
import { RouterContextProvider } from 'react-router'
import { describe, expect, test } from 'vitest'
import { serverContext } from '../../app/lib/api/context.ts'
import type { ApiCall, ApiTransport } from '../../app/lib/api/transport.ts'
import { action as newBrand } from '../../app/routes/admin.brands.new.server.ts'
import { action as editBrand } from '../../app/routes/admin.brands.$id.server.ts'

const ADMIN = { id: 'op-1', email: 'admin@haat.example', role: 'admin', brand: null, csrfToken: 'csrf-1' }
const BRAND_USER = { ...ADMIN, role: 'brand', brand: { id: 3, slug: 'prana-mats', name: 'Prana Mats' } }

/** The other copy's refusal: the same shape, another class. */
function refusal(status: number, message: string, issues: { path: string[]; message: string }[] = []) {
  return Object.assign(new Error(message), { name: 'ApiRequestError', status, code: 'x', issues })
}

type Answer = (call: ApiCall) => unknown
function stage(answer: Answer, me: object = ADMIN) {
  const calls: ApiCall[] = []
  const api = (async (call: ApiCall) => {
    calls.push(call)
    if (call.path === '/admin/me') return me
    return answer(call)
  }) as ApiTransport
  const context = new RouterContextProvider()
  context.set(serverContext, { api, origin: 'https://shop.test', adminToken: 'token' })
  return { context, calls: () => calls.filter((c) => c.path !== '/admin/me') }
}

const FIELDS = {
  name: 'Chai Chapter',
  city: 'Guwahati',
  slug: 'chai-chapter',
  description: 'Small-batch teas.',
  logoUrl: '/media/u/logos/0123456789abcdef0123-320.webp',
  bannerUrl: '',
  salesChannel: 'HAAT',
}
function post(url: string, fields: Record<string, string | File>) {
  const form = new FormData()
  form.set('csrf', 'csrf-1')
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  return new Request(`https://shop.test${url}`, { method: 'POST', body: form })
}

type Answered = {
  data: { errors: Record<string, string>; values: Record<string, unknown> | null; uploaded: boolean }
  init: ResponseInit
}
const answered = (result: unknown) => result as Answered

async function createWith(answer: Answer, fields: Record<string, string | File> = {}, me?: object) {
  const staged = stage(answer, me)
  const request = post('/admin/brands/new', { intent: 'brand', ...FIELDS, ...fields })
  const args = { context: staged.context, request, params: {} } as unknown as Parameters<typeof newBrand>[0]
  return { result: await newBrand(args), calls: staged.calls() }
}

describe('a new brand', () => {
  test('a taken address is the API message under the address field, with what was typed kept', async () => {
    const { result, calls } = await createWith(() => {
      throw refusal(409, 'Prana Mats already has the address chai-chapter; choose another')
    })
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /admin/brands'])
    const { data, init } = answered(result)
    expect(init.status).toBe(400)
    expect(data.errors).toEqual({ slug: 'Prana Mats already has the address chai-chapter; choose another' })
    expect(data.values).toMatchObject({ name: 'Chai Chapter', slug: 'chai-chapter', logoUrl: FIELDS.logoUrl })
  })

  test("the API's validation issues are per field; other refusals are the form's", async () => {
    const issues = await createWith(() => {
      throw refusal(400, 'Invalid body', [{ path: ['body', 'city'], message: 'Too long' }])
    })
    expect(answered(issues.result).data.errors).toEqual({ city: 'Too long' })
    const forbidden = await createWith(() => {
      throw refusal(403, 'New brands are added by the store admin')
    })
    expect(answered(forbidden.result).data.errors).toEqual({
      form: 'New brands are added by the store admin',
    })
  })

  test('bad input is refused per field before the API is asked; no logo says how to give one', async () => {
    const { result, calls } = await createWith(() => ({ id: 1 }), {
      name: '',
      slug: 'Chai Chapter!',
      logoUrl: '',
    })
    expect(calls).toEqual([])
    expect(answered(result).data.errors).toEqual({
      name: 'Required',
      slug: 'Lower-case letters, digits and single dashes, e.g. kesar-and-clay',
      logoUrl: 'Choose a logo file, or give its address',
    })
  })

  test("a server's failure is still the error page", async () => {
    const failing = createWith(() => {
      throw refusal(500, 'Database unavailable')
    })
    await expect(failing).rejects.toThrow('Database unavailable')
  })

  test('saved, it opens the new brand’s page', async () => {
    const { result, calls } = await createWith(() => ({ id: 42 }))
    expect(calls[0]?.body).toMatchObject({ slug: 'chai-chapter', bannerUrl: null, featured: false })
    expect(result).toBeInstanceOf(Response)
    expect((result as Response).headers.get('location')).toBe('/admin/brands/42?saved=created')
  })

  test('a chosen logo file is uploaded and fills the logo field; nothing is saved', async () => {
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' })
    const url = '/media/u/logos/fedcba9876543210fedc-320.webp'
    const { result, calls } = await createWith(() => ({ imageUrl: url }), {
      upload: 'logo',
      logo: png,
      logoUrl: '',
    })
    expect(calls.map((c) => [c.path, c.headers?.['content-type']])).toEqual([
      ['/admin/brands/logos', 'image/png'],
    ])
    expect(answered(result).data).toMatchObject({ errors: {}, uploaded: true, values: { logoUrl: url } })

    const refused = await createWith(
      () => {
        throw refusal(400, 'The picture is not an image')
      },
      { upload: 'logo', logo: png },
    )
    expect(answered(refused.result).data.errors).toEqual({ logoUrl: 'The picture is not an image' })
  })

  test("a brand user gets the store's 404 page", async () => {
    await expect(createWith(() => ({ id: 1 }), {}, BRAND_USER)).rejects.toMatchObject({
      init: { status: 404 },
    })
  })
})

describe('deleting a brand', () => {
  const BRAND = { id: 5, slug: 'prana-mats', edit: { name: 'Prana Mats' }, shop: null, productCount: 12 }
  async function remove(answer: Answer) {
    const staged = stage((call) => (call.method === undefined ? BRAND : answer(call)))
    const request = post('/admin/brands/5', { intent: 'delete' })
    const args = { context: staged.context, request, params: { id: '5' } } as unknown as Parameters<
      typeof editBrand
    >[0]
    return editBrand(args)
  }

  test("a refused delete shows the API's reason on the page", async () => {
    const result = await remove(() => {
      throw refusal(409, 'Prana Mats has 12 products: a brand with products cannot be deleted')
    })
    expect(answered(result).data).toMatchObject({
      intent: 'delete',
      errors: { form: 'Prana Mats has 12 products: a brand with products cannot be deleted' },
    })
  })

  test('a delete goes back to the brands with a notice naming it', async () => {
    const result = (await remove(() => null)) as Response
    expect(result.headers.get('location')).toBe('/admin/brands?deleted=Prana%20Mats')
  })
})

test("a logo file chosen on a brand's page is uploaded for its form; the brand is not saved", async () => {
  const staged = stage((call) =>
    call.path === '/admin/brands/logos' ? { imageUrl: '/media/u/logos/a-320.webp' } : null,
  )
  const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' })
  const request = post('/admin/brands/5', { intent: 'brand', upload: 'logo', ...FIELDS, logo: png })
  const args = { context: staged.context, request, params: { id: '5' } } as unknown as Parameters<
    typeof editBrand
  >[0]
  const result = await editBrand(args)
  expect(staged.calls().map((c) => c.path)).toEqual(['/admin/brands/logos'])
  expect(answered(result).data).toMatchObject({
    intent: 'brand',
    uploaded: true,
    values: { name: 'Chai Chapter', logoUrl: '/media/u/logos/a-320.webp' },
  })
})
