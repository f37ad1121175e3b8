// GET /api/orders/{publicId}/invoice — the order's GST tax invoice as a PDF, for the order's own shopper
// only (others' orders answer 404, like a missing one); 409 before the order is paid or confirmed.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedInShopper } from '../../services/cart/shopper.ts'
import { orderInvoice } from '../../services/orders/order-invoice.ts'
import { errorAnswers } from '../schemas.ts'
import { orderParams } from './order-params.ts'

export async function getInvoiceRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/orders/:publicId/invoice',
    {
      schema: {
        tags: ['orders'],
        summary: 'The GST tax invoice of one of the signed-in shopper’s orders (PDF)',
        security: [{ bearer: [] }],
        params: orderParams,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('application/pdf'), ...errorAnswers(400, 401, 404, 409) },
      },
    },
    async (req, reply) => {
      const { userId } = signedInShopper(req, 'Sign in to see your orders')
      const { invoice, orderId, buyer } = await orderInvoice(app.db, app.env, userId, req.params.publicId)
      // pdfkit and its fonts (~7 MB of heap) are loaded by the first invoice asked for, not at start.
      const { invoicePdf } = await import('../../services/orders/invoice-pdf.ts')
      const pdf = await invoicePdf(invoice, orderId, buyer)
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${orderId}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf)
    },
  )
}
