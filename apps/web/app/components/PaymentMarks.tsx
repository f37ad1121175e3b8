// Simple drawn marks for the payment methods (no trademark artwork): a word in each network's colours.
import { useT } from '../lib/i18n/use-t.ts'
type Mark = { name: string; label: string; bg: string; fg: string; accent?: string }

const MARKS: Mark[] = [
  { name: 'UPI', label: 'UPI', bg: '#ffffff', fg: '#3a3a3a', accent: '#f37021' },
  { name: 'RuPay', label: 'RuPay', bg: '#ffffff', fg: '#1b3c78', accent: '#f37021' },
  { name: 'Visa', label: 'VISA', bg: '#1a1f71', fg: '#ffffff', accent: '#f7b600' },
  { name: 'Mastercard', label: '', bg: '#ffffff', fg: '#231f20' },
]

function MarkSvg({ mark }: { mark: Mark }) {
  return (
    <svg
      viewBox="0 0 48 30"
      width="48"
      height="30"
      role="img"
      aria-label={mark.name}
      className="rounded-md border border-line"
    >
      <rect width="48" height="30" rx="5" fill={mark.bg} />
      {mark.name === 'Mastercard' ? (
        <>
          <circle cx="19" cy="15" r="8" fill="#eb001b" />
          <circle cx="29" cy="15" r="8" fill="#f79e1b" fillOpacity="0.9" />
        </>
      ) : (
        <>
          <text
            x="24"
            y="19"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontSize="11"
            fontWeight="800"
            fontStyle={mark.name === 'Visa' ? 'italic' : 'normal'}
            fill={mark.fg}
          >
            {mark.label}
          </text>
          {mark.accent && <rect x="14" y="23" width="20" height="1.6" rx="0.8" fill={mark.accent} />}
        </>
      )}
    </svg>
  )
}

export function PaymentMarks() {
  const t = useT()
  return (
    <ul className="flex items-center gap-1.5" aria-label={t('Accepted payment methods')}>
      {MARKS.map((m) => (
        <li key={m.name}>
          <MarkSvg mark={m} />
        </li>
      ))}
    </ul>
  )
}
