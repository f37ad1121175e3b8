// The account pages that work without signing in: password reset and email verification.
import type { FastifyInstance } from 'fastify'
import { formPageScope } from '../pages/form-scope.ts'
import {
  requestReset,
  resetPassword,
  showForgotPassword,
  showResetForm,
  type RecoveryDeps,
} from './password-reset.ts'
import { RECOVERY_PATHS } from './recovery-pages.ts'
import { verifyEmail } from './verify-email.ts'

export async function recoveryRoutes(app: FastifyInstance, deps: RecoveryDeps) {
  formPageScope(app)
  app.get(RECOVERY_PATHS.forgot, showForgotPassword())
  app.post(RECOVERY_PATHS.forgot, requestReset(deps))
  app.get(RECOVERY_PATHS.reset, showResetForm(deps))
  app.post(RECOVERY_PATHS.reset, resetPassword(deps))
  app.get(RECOVERY_PATHS.verify, verifyEmail(deps))
}
