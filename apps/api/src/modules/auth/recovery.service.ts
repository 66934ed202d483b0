// Password recovery (`recovery.ts`: the request for a link and the new password). This file
// only assembles those use cases, and gives the users module the links and mails it shares.
import { bindUseCases } from '../../lib/use-cases';
import { requestReset, resetPassword, type RecoveryContext } from './recovery';
import * as resetTokens from './recovery.repo';

export { issueResetToken, mailResetLink, resetLink } from './recovery';

export function createRecoveryService(context: RecoveryContext) {
  return bindUseCases(context, { requestReset, resetPassword });
}

export type RecoveryService = ReturnType<typeof createRecoveryService>;

// For the users module's invitations, which are reset links with their own mail.
export { buildRecoveryMail } from './recovery-mail';
export const expireUserResetTokens = (
  ...args: Parameters<typeof resetTokens.expireUserResetTokens>
) => resetTokens.expireUserResetTokens(...args);
