import { Prose } from './Prose.tsx'
import { STORE_INFO } from './store-info.ts'

export function ContactContent() {
  return (
    <Prose>
      <p>Real people read every message. We reply within one working day, usually much sooner.</p>
      <h2>Orders, delivery and returns</h2>
      <p>
        Email <a href={`mailto:${STORE_INFO.supportEmail}`}>{STORE_INFO.supportEmail}</a> with your order
        number and what went wrong. A photo helps if something arrived damaged. We are available{' '}
        {STORE_INFO.hours}.
      </p>
      <h2>Brands and partnerships</h2>
      <p>
        Want to sell on Haat, or already selling and need a hand? Write to{' '}
        <a href={`mailto:${STORE_INFO.brandsEmail}`}>{STORE_INFO.brandsEmail}</a>.
      </p>
      <h2>Privacy requests</h2>
      <p>
        To see, correct or delete the data we hold about you, write to{' '}
        <a href={`mailto:${STORE_INFO.privacyEmail}`}>{STORE_INFO.privacyEmail}</a>.
      </p>
      <h2>Grievance officer</h2>
      <p>
        If we have not resolved a complaint to your satisfaction, write to our grievance officer at{' '}
        <a href={`mailto:${STORE_INFO.grievanceEmail}`}>{STORE_INFO.grievanceEmail}</a>. We acknowledge
        complaints within 48 hours and resolve them within one month, as the Consumer Protection (E-Commerce)
        Rules, 2020 ask.
      </p>
      <p>
        {STORE_INFO.legalName}, {STORE_INFO.city}.
      </p>
    </Prose>
  )
}
