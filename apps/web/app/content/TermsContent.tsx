import { Link } from 'react-router'
import { Prose } from './Prose.tsx'
import { STORE_INFO } from './store-info.ts'

export function TermsContent() {
  return (
    <Prose>
      <p className="lead">
        Last updated {STORE_INFO.lastUpdated}. By using Haat you agree to these terms. They are written to be
        read, so please do.
      </p>
      <h2>1. Who we are</h2>
      <p>
        Haat is an online marketplace run by {STORE_INFO.legalName}, {STORE_INFO.city}. Independent brands
        list their products on Haat; each product is sold by the brand named on its page. Some brands sell
        through their own online store on an e-commerce platform, in which case checkout happens on that
        platform and is secured by it.
      </p>
      <h2>2. Prices and payment</h2>
      <ul>
        <li>All prices are in Indian rupees (₹) and include GST unless the product page says otherwise.</li>
        <li>
          Payments are processed by our card and UPI payment partner. We never see or store your full card
          number.
        </li>
        <li>
          If a price is shown wrongly because of an error, we will tell you before dispatch and you may cancel
          for a full refund.
        </li>
      </ul>
      <h2>3. Upvotes and exclusive offers</h2>
      <ul>
        <li>
          You may upvote each product once. An upvote unlocks that product’s exclusive offer for you, as a
          percentage or a fixed amount off the regular price.
        </li>
        <li>
          Guests can upvote from this device; signed-in shoppers keep their votes on every device. Votes made
          as a guest can be added to your account when you sign in.
        </li>
        <li>
          Offers are set by brands and may end or change. An offer you unlocked applies to orders placed while
          it runs.
        </li>
        <li>
          Votes must come from real shoppers. We may remove votes made by scripts, bulk accounts or paid
          schemes, and the offers they unlocked.
        </li>
      </ul>
      <h2>4. Orders and delivery</h2>
      <p>
        We deliver to addresses in India only. An order is confirmed when you receive our confirmation email.
        Delivery estimates are shown at checkout and on each product page; most orders arrive in 3 to 7
        working days. You can cancel an order free of charge until it is dispatched.
      </p>
      <h2>5. Returns and refunds</h2>
      <p>
        Unless the product page gives a different return policy, you may return a product within 7 days of
        delivery if it is unused and in its original packaging. Food, personal-care products with a broken
        seal, and made-to-order items cannot be returned unless they arrive damaged or wrong. Refunds go to
        your original payment method within 7 working days of the brand receiving the return.
      </p>
      <h2>6. Your account</h2>
      <p>
        Sign-in is provided by our login provider. Keep your login details private; you are responsible for
        activity under your account. You can stop using Haat at any time and ask us to delete your account.
      </p>
      <h2>7. Acceptable use</h2>
      <p>
        Do not misuse Haat: no scraping at a scale that harms the service, no attempts to break security, no
        fraudulent orders or votes. We may suspend accounts that do.
      </p>
      <h2>8. Liability</h2>
      <p>
        Nothing in these terms limits your rights under the Consumer Protection Act, 2019. Beyond those
        rights, our liability for an order is limited to the amount you paid for it.
      </p>
      <h2>9. Disputes</h2>
      <p>
        These terms are governed by the laws of India. Please contact us first (see{' '}
        <Link to="/contact">Contact</Link>), including our grievance officer; most problems are solved in a
        day. Courts in Bengaluru have jurisdiction over any dispute we cannot settle.
      </p>
      <h2>10. Changes</h2>
      <p>
        We may update these terms. The date at the top shows the latest version; significant changes are
        announced on the site.
      </p>
    </Prose>
  )
}
