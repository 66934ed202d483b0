// The delivery log's service (`app.mailLog`): its use cases bound to the module's context.
import { bindUseCases } from '../../lib/use-cases';
import { clearBounce } from './clear-bounce';
import type { MailLogContext } from './mail-log-context';
import { addresses, campaignMessages, deliveries, exportDeliveries } from './mail-log-reading';
import { unsubscribe, unsubscribeState } from './unsubscribe';

export function createMailLogService(context: MailLogContext) {
  return bindUseCases(context, {
    deliveries,
    exportDeliveries,
    campaignMessages,
    addresses,
    clearBounce,
    unsubscribeState,
    unsubscribe,
  });
}

export type MailLogService = ReturnType<typeof createMailLogService>;
