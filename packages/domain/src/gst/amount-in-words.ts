// The invoice's total in words, counted the Indian way: thousand, lakh (1,00,000), crore (1,00,00,000).
// '₹1,23,456.50' → 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only'.

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
]
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety']

/** 1–99. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!
  const unit = n % 10
  return unit ? `${TENS[Math.floor(n / 10)]}-${ONES[unit]}` : TENS[n / 10]!
}

/** 1–999. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100)
  const rest = n % 100
  const parts = hundreds ? [`${ONES[hundreds]} Hundred`] : []
  if (rest) parts.push(belowHundred(rest))
  return parts.join(' ')
}

/** A whole number in Indian words; crores beyond 99 repeat the scale ('One Hundred Crore'). */
export function indianNumberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole number: ${n}`)
  if (n === 0) return 'Zero'
  const crore = Math.floor(n / 10_000_000)
  const lakh = Math.floor(n / 100_000) % 100
  const thousand = Math.floor(n / 1000) % 100
  const rest = n % 1000
  const parts: string[] = []
  if (crore) parts.push(`${indianNumberInWords(crore)} Crore`)
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`)
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`)
  if (rest) parts.push(belowThousand(rest))
  return parts.join(' ')
}

export function rupeesInWords(paise: number): string {
  const rupees = Math.floor(paise / 100)
  const rest = paise % 100
  const words = `Rupees ${indianNumberInWords(rupees)}`
  return rest ? `${words} and ${belowHundred(rest)} Paise Only` : `${words} Only`
}
