// The sign-in and sign-up form posts, checked with zod; messages are the ones the pages show.
import { z } from 'zod'
import { PASSWORD_MAX, PASSWORD_MIN, SIGN_IN_MESSAGES as M } from './messages.ts'

const text = z.string().optional().default('')

export const signInForm = z.object({ email: text, password: text })

const signUpShape = z.object({
  name: z.string().trim().min(1, M.nameRequired).max(100),
  email: z.string().trim().max(254, M.emailInvalid).pipe(z.email(M.emailInvalid)),
  password: z.string().min(PASSWORD_MIN, M.passwordTooShort).max(PASSWORD_MAX, M.passwordTooLong),
})
export type SignUpInput = z.infer<typeof signUpShape>
export type SignUpErrors = Partial<Record<keyof SignUpInput, string>>

/** The checked input, or the first problem of each field. */
export function parseSignUp(
  body: unknown,
):
  | { ok: true; input: SignUpInput }
  | { ok: false; errors: SignUpErrors; values: { name: string; email: string } } {
  const raw = z.object({ name: text, email: text, password: text }).parse(body ?? {})
  const parsed = signUpShape.safeParse(raw)
  if (parsed.success) return { ok: true, input: parsed.data }
  const errors: SignUpErrors = {}
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof SignUpInput
    errors[key] ??= issue.message
  }
  return { ok: false, errors, values: { name: raw.name, email: raw.email } }
}
