import { Link } from 'react-router'
import { Prose } from './Prose.tsx'

export function AboutContent() {
  return (
    <Prose>
      <p>
        A <em>haat</em> is the weekly market that comes to town: stalls of makers, farmers and weavers, each
        one selling what they made themselves. Haat brings that market online for independent Indian brands,
        the small teams making skincare in Pune, coffee in Chikmagalur, ceramics in Khurja and sneakers in
        Agra.
      </p>
      <h2>Upvote for discount</h2>
      <p>
        Every product on Haat has an upvote button, and most have an exclusive offer waiting behind it. Upvote
        a product you like and its offer unlocks for you straight away: the discounted price appears beside
        the regular one, and it stays with you at checkout. Your votes also tell us, and the brands, what
        India wants to see more of. The most voted products rise to the top of our lists.
      </p>
      <h2>How we choose brands</h2>
      <p>
        We look for brands that design or make their own products, price them honestly and ship them well. Our
        team tries products before they go live, and we read every review and return reason afterwards.
      </p>
      <h2>Shopping with us</h2>
      <ul>
        <li>Prices are in Indian rupees and include GST.</li>
        <li>Pay with UPI, RuPay, Visa, Mastercard or net banking through our payment partner.</li>
        <li>We ship across India; each product page shows its own shipping and return details.</li>
        <li>
          You can browse, vote and fill your bag as a guest. Sign in to keep your votes and bag on every
          device.
        </li>
      </ul>
      <h2>Sell on Haat</h2>
      <p>
        Making something people love? We would like to meet you. Write to us from the{' '}
        <Link to="/contact">contact page</Link> and tell us what you make.
      </p>
    </Prose>
  )
}
