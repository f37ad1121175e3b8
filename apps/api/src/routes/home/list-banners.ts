// GET /api/banners — the home carousel's banners (spec §2), as the admin last saved them (decision 0768).
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { listHomeBanners } from '../../services/home-banners.ts'
import { errorAnswers } from '../schemas.ts'

const bannerSchema = z.object({
  image: z.string(),
  srcSet: z.string(),
  height: z.number().int(),
  alt: z.string(),
  href: z.string(),
})

export async function listBannersRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/banners',
    {
      schema: {
        tags: ['home'],
        summary: 'The home carousel: its shown banners in order, each with its picture sizes and link',
        response: { 200: z.array(bannerSchema), ...errorAnswers(401) },
      },
    },
    async () => listHomeBanners(app.db),
  )
}
