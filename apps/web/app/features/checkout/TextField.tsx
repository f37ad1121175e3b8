// A checkout text field bound to the form by the field's name: the input's id, its value, its message
// and where its typing goes all follow from that one name, so no field can show another's value or
// error. The label, hint and input attributes go through to Field as they are.
import type { ComponentProps } from 'react'
import type { CheckoutField, CheckoutForm, FieldErrors } from './checkout-form.ts'
import { Field } from './Field.tsx'

/** The form's values, the messages on its fields and the change handler, as the checkout passes them. */
export type FormBinding = {
  form: CheckoutForm
  errors: FieldErrors
  onChange: (field: CheckoutField, value: string) => void
}

type Props = Omit<ComponentProps<typeof Field>, 'id' | 'value' | 'error' | 'onValue'> & {
  field: Exclude<CheckoutField, 'state'>
  bind: FormBinding
  /** Keeps what is typed to what the field can hold (digits only, card spacing). */
  clean?: (typed: string) => string
  /** A message while typing, shown until the form's own check gives one (the pincode's). */
  typingError?: string
}

export function TextField({ field, bind: { form, errors, onChange }, clean, typingError, ...rest }: Props) {
  return (
    <Field
      id={field}
      value={form[field]}
      error={errors[field] ?? typingError}
      onValue={(typed) => onChange(field, clean ? clean(typed) : typed)}
      {...rest}
    />
  )
}
