import { STORAGE_KEYS } from '@haat/domain/constants/storage-keys'
import { CLICK_ID_COOKIE_DAYS } from '@haat/domain/constants/timings'
import { Prose } from './Prose.tsx'
import { STORE_INFO } from './store-info.ts'

/** What each browser storage key of spec §3 holds, in plain words. */
const BROWSER_STORAGE: ReadonlyArray<[string, string]> = [
  [STORAGE_KEYS.accessToken, 'Your sign-in token, so the store knows it is you. Removed when you sign out.'],
  [
    STORAGE_KEYS.user,
    'Your name, email and account id from the login provider, to greet you and show your account.',
  ],
  [
    STORAGE_KEYS.pendingRedirect,
    'The page you were on when you chose to sign in, so we can bring you back to it.',
  ],
  [
    STORAGE_KEYS.pendingAction,
    'An action waiting for sign-in, such as an upvote, so it completes after you log in.',
  ],
  [STORAGE_KEYS.coupon, 'A discount code you unlocked, applied at checkout. Removed when you sign out.'],
  [
    STORAGE_KEYS.guestUpvotes,
    'The ids of products you upvoted as a guest. Sent with product requests so you see your votes, and merged into your account if you sign in.',
  ],
  [STORAGE_KEYS.cart, 'The items in your bag, so they are still there when you come back.'],
]

export function PrivacyContent() {
  return (
    <Prose>
      <p className="lead">
        Last updated {STORE_INFO.lastUpdated}. We collect as little as we can, keep it safe, and never sell
        it.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Account details</strong> from our login provider when you sign in: your name, email address
          and account id.
        </li>
        <li>
          <strong>Your votes and bag</strong>: which products you upvoted and what is in your bag, so offers
          and your cart follow you.
        </li>
        <li>
          <strong>Orders</strong>: the items, delivery address and phone number you give at checkout, shared
          with the brand that ships your order. Card and UPI details go to the payment partner, never to us.
        </li>
        <li>
          <strong>Technical logs</strong>: pages requested, errors the site ran into, browser type and IP
          address, kept for 30 days to keep the service secure and working.
        </li>
      </ul>
      <h2>What we store in your browser</h2>
      <p>
        Haat keeps a few small items in your browser’s local storage. They stay on your device until you sign
        out, clear them, or they are no longer needed:
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Key</th>
            <th scope="col">What it holds</th>
          </tr>
        </thead>
        <tbody>
          {BROWSER_STORAGE.map(([key, what]) => (
            <tr key={key}>
              <td>
                <code>{key}</code>
              </td>
              <td>{what}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        When you add to your bag we may tell our advertising partner about it, with a click-id cookie that
        lasts {CLICK_ID_COOKIE_DAYS} days, so we can see which of our ads bring shoppers. You can block
        third-party cookies in your browser; the store works the same without them.
      </p>
      <h2>How we use it</h2>
      <p>
        To run the store: show you products and your unlocked prices, take and deliver orders, answer your
        messages, prevent fraud and fix problems. We do not sell your data.
      </p>
      <h2>Your rights</h2>
      <p>
        Under the Digital Personal Data Protection Act, 2023 you can ask to see, correct or erase your
        personal data, withdraw consent, and name someone to act for you. Write to{' '}
        <a href={`mailto:${STORE_INFO.privacyEmail}`}>{STORE_INFO.privacyEmail}</a>; we answer within 30 days.
      </p>
      <h2>Who else sees it</h2>
      <p>
        The brand that ships your order, our login provider and our payment partner, each only what they need.
        Their own privacy terms cover what they hold.
      </p>
    </Prose>
  )
}
