// Params and answers shared by the upvote and downvote routes.
import { z } from 'zod'
import { voteResultSchema } from '@haat/domain/catalog/product'
import { errorAnswers, idSchema } from '../schemas.ts'

export const voteParams = z.object({ productId: idSchema })
export const voteResponse = { 200: voteResultSchema, ...errorAnswers(400, 401, 404, 429) }
