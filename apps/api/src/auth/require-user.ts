// For calls only a signed-in shopper may make (spec §6: My Votes, merging guest votes).
import type { FastifyRequest } from 'fastify'
import { unauthorized } from '../http/errors.ts'
import type { SignedInViewer } from './viewer.ts'

export function signedInViewer(
  req: FastifyRequest,
  message = 'Sign in to see and change your votes',
): SignedInViewer {
  if (req.viewer.kind !== 'user') throw unauthorized(message)
  return req.viewer
}
