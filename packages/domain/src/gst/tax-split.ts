// GST on a tax invoice (CGST Act s.9, IGST Act s.5 and s.10). Shop prices include GST (MRP "inclusive of
// all taxes"), so each line's tax is taken out of what the shopper paid for it, in paise:
//   taxable = paid × 100 / (100 + rate), tax = paid − taxable (rounded half up to the paisa).
// Delivery in the seller's own state is an intra-state supply: CGST and SGST, half the rate each and
// always equal; elsewhere it is inter-state: IGST at the full rate. Figures are in integer paise, and
// every line adds up exactly: taxable + taxes = what was paid.

export type Supply = 'intra' | 'inter'

/** Place of supply for goods delivered to a shopper: the delivery state (IGST Act s.10(1)(a)). */
export function supplyOf(sellerState: string, deliveryState: string): Supply {
  const same = sellerState.trim().toLowerCase() === deliveryState.trim().toLowerCase()
  return same ? 'intra' : 'inter'
}

/** a / b rounded half up, for non-negative integers. */
export function divideRounded(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b))
}

export type TaxInput = {
  /** Rupees, GST included: the unit price less its discount, times the quantity. */
  paidRupees: number
  ratePercent: number
}

export type LineTax = {
  paidPaise: number
  taxablePaise: number
  cgstPaise: number
  sgstPaise: number
  igstPaise: number
}

export function lineTax({ paidRupees, ratePercent }: TaxInput, supply: Supply): LineTax {
  const paid = Math.round(paidRupees * 100)
  if (supply === 'intra') {
    // Each half rounded once, so CGST equals SGST to the paisa.
    const half = divideRounded(paid * ratePercent, 2 * (100 + ratePercent))
    return { paidPaise: paid, taxablePaise: paid - 2 * half, cgstPaise: half, sgstPaise: half, igstPaise: 0 }
  }
  const igst = divideRounded(paid * ratePercent, 100 + ratePercent)
  return { paidPaise: paid, taxablePaise: paid - igst, cgstPaise: 0, sgstPaise: 0, igstPaise: igst }
}

export function sumTaxes(lines: readonly LineTax[]): LineTax {
  const total: LineTax = { paidPaise: 0, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 }
  for (const l of lines) {
    total.paidPaise += l.paidPaise
    total.taxablePaise += l.taxablePaise
    total.cgstPaise += l.cgstPaise
    total.sgstPaise += l.sgstPaise
    total.igstPaise += l.igstPaise
  }
  return total
}
