// The tax invoice as an A4 PDF (pdfkit, its built-in Helvetica). Helvetica has no ₹ sign, so amounts are
// written '1,523.81' under a heading that names the currency, the way printed Indian invoices often do.
import PDFDocument from 'pdfkit'
import type { OrderAddress } from '@haat/domain/catalog/order'
import type { TaxInvoice } from '@haat/domain/gst/tax-invoice'

const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const money = (paise: number) => rupees.format(paise / 100)

type Column = { title: string; width: number; align: 'left' | 'right'; cell: (l: Row) => string }
type Row = TaxInvoice['lines'][number] & { n: string }

function columns(invoice: TaxInvoice): Column[] {
  const taxes: Column[] =
    invoice.supply === 'intra'
      ? [
          { title: 'CGST', width: 58, align: 'right', cell: (l) => money(l.cgstPaise) },
          { title: 'SGST', width: 58, align: 'right', cell: (l) => money(l.sgstPaise) },
        ]
      : [{ title: 'IGST', width: 116, align: 'right', cell: (l) => money(l.igstPaise) }]
  return [
    { title: '#', width: 16, align: 'left', cell: (l) => l.n },
    { title: 'Description', width: 142, align: 'left', cell: (l) => l.description },
    { title: 'HSN', width: 40, align: 'left', cell: (l) => l.hsnCode ?? '-' },
    { title: 'Qty', width: 26, align: 'right', cell: (l) => String(l.quantity) },
    { title: 'Taxable value', width: 72, align: 'right', cell: (l) => money(l.taxablePaise) },
    { title: 'GST %', width: 34, align: 'right', cell: (l) => `${l.ratePercent}%` },
    ...taxes,
    { title: 'Total', width: 69, align: 'right', cell: (l) => money(l.paidPaise) },
  ]
}

function tableRow(doc: PDFKit.PDFDocument, cols: Column[], cells: string[], bold = false) {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5)
  const top = doc.y
  let x = doc.page.margins.left
  let height = 0
  for (const [i, c] of cols.entries()) {
    const text = cells[i] ?? ''
    doc.text(text, x, top, { width: c.width - 4, align: c.align })
    height = Math.max(height, doc.heightOfString(text, { width: c.width - 4 }))
    x += c.width
  }
  doc.y = top + height + 5
  doc
    .moveTo(doc.page.margins.left, doc.y - 2)
    .lineTo(x, doc.y - 2)
    .lineWidth(0.3)
    .strokeColor('#999')
    .stroke()
}

export function invoicePdf(invoice: TaxInvoice, orderId: string, buyer: OrderAddress): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `Tax invoice ${invoice.number}`, Author: invoice.seller.name },
  })
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))

  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right
  doc.font('Helvetica-Bold').fontSize(16).text('Tax Invoice', { align: 'center' })
  doc.moveDown(0.6).fontSize(11).text(invoice.seller.name)
  doc.font('Helvetica').fontSize(9).text(invoice.seller.address)
  doc.text(
    `GSTIN: ${invoice.seller.gstin}   State: ${invoice.seller.state} (${invoice.seller.gstin.slice(0, 2)})`,
  )

  const top = doc.moveDown(0.8).y
  doc.font('Helvetica-Bold').text('Bill to / Ship to', left, top)
  doc
    .font('Helvetica')
    .text(
      [buyer.name, buyer.line1, buyer.line2, `${buyer.city}, ${buyer.state} ${buyer.pincode}`, buyer.phone]
        .filter(Boolean)
        .join('\n'),
      { width: width / 2 },
    )
  const afterBuyer = doc.y
  const facts = [
    `Invoice no: ${invoice.number}`,
    `Invoice date: ${invoice.date}`,
    `Order no: ${orderId}`,
    `Place of supply: ${invoice.placeOfSupply}`,
    'Reverse charge: No',
  ]
  doc.text(facts.join('\n'), left + width / 2, top, { width: width / 2, align: 'right' })
  doc.y = Math.max(afterBuyer, doc.y) + 14

  const cols = columns(invoice)
  doc.font('Helvetica').fontSize(8).text('Amounts in Indian Rupees (INR); prices include GST.', left, doc.y)
  doc.moveDown(0.4)
  tableRow(
    doc,
    cols,
    cols.map((c) => c.title),
    true,
  )
  invoice.lines.forEach((l, i) =>
    tableRow(
      doc,
      cols,
      cols.map((c) => c.cell({ ...l, n: String(i + 1) })),
    ),
  )
  const t = invoice.totals
  // The totals row: the money columns summed, the others blank.
  const totalRow = { ...t, n: '', description: 'Total', hsnCode: '', quantity: 0, ratePercent: 0 }
  const blank = new Set(['#', 'HSN', 'Qty', 'GST %'])
  tableRow(
    doc,
    cols,
    cols.map((c) => (blank.has(c.title) ? '' : c.cell(totalRow))),
    true,
  )

  doc
    .moveDown(0.6)
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(`Amount payable: ${money(t.paidPaise)}`, left)
  doc.font('Helvetica').text(`In words: ${invoice.totalInWords}`)
  doc.moveDown(1.2).fontSize(8).fillColor('#555')
  doc.text('This is a computer-generated invoice and needs no signature.')
  doc.end()
  return done
}
