// Sign-up verification and password reset: one button with a single-use link that expires.
import {
  button,
  emailLayout,
  escapeHtml,
  heading,
  paragraph,
  textLayout,
  type RenderedEmail,
} from './layout.ts'

type To = { name: string; origin: string }

export function verifyEmailEmail(link: string, hours: number, to: To): RenderedEmail {
  const subject = 'Confirm your email for haat'
  const html = emailLayout({
    title: subject,
    preheader: 'One tap to confirm it is you.',
    origin: to.origin,
    body: [
      heading('Confirm your email'),
      paragraph(
        `Hi ${escapeHtml(to.name)}, welcome to haat! Please confirm this is your email address so we can send your order updates here.`,
      ),
      button(link, 'Confirm my email'),
      paragraph(
        `The link works once and for ${hours} hours. If you did not create an account, ignore this email.`,
        true,
      ),
    ].join('\n'),
  })
  const text = textLayout(
    [
      `Hi ${to.name}, welcome to haat!`,
      '',
      'Please confirm this is your email address so we can send your order updates here:',
      link,
      '',
      `The link works once and for ${hours} hours. If you did not create an account, ignore this email.`,
    ],
    to.origin,
  )
  return { subject, html, text }
}

export function passwordResetEmail(link: string, minutes: number, to: To): RenderedEmail {
  const subject = 'Reset your haat password'
  const html = emailLayout({
    title: subject,
    preheader: `The link works for ${minutes} minutes.`,
    origin: to.origin,
    body: [
      heading('Reset your password'),
      paragraph(
        `Hi ${escapeHtml(to.name)}, someone (we hope you) asked to reset the password of your haat account.`,
      ),
      button(link, 'Choose a new password'),
      paragraph(
        `The link works once and for ${minutes} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
        true,
      ),
    ].join('\n'),
  })
  const text = textLayout(
    [
      `Hi ${to.name}, someone (we hope you) asked to reset the password of your haat account.`,
      '',
      'Choose a new password:',
      link,
      '',
      `The link works once and for ${minutes} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
    ],
    to.origin,
  )
  return { subject, html, text }
}
