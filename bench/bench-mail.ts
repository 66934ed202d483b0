// What the e-mail benches share: an SMTP server in the bench process that takes every message
// and counts it (and, when asked, reads each message's Message-ID and recipient from its head),
// and a campaign's rows put in mail_outbox as the campaign module queues them (one per address,
// each with its Message-ID and unsubscribe token).
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import type { DatabaseHandle } from '../apps/api/src/db/client';

/** A delivery as the server took it: the recipient and the message's Message-ID. */
export interface Delivery {
  to: string;
  messageId: string;
}

/** The Message-ID of a message whose head (up to its first blank line) is `head`. */
function messageIdOf(head: string): string {
  return /^message-id:\s*(\S+)/im.exec(head)?.[1] ?? '';
}

/**
 * An SMTP server on a free port of 127.0.0.1. `keepDeliveries`: each message's head is read for
 * its Message-ID (the kill bench); otherwise messages are only counted (the throughput bench).
 */
export async function countingSmtpServer({ keepDeliveries = false } = {}) {
  let received = 0;
  const deliveries: Delivery[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 100,
    onData(stream, session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (keepDeliveries && !head.includes('\r\n\r\n') && head.length < 16_384)
          head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        received += 1;
        if (keepDeliveries)
          deliveries.push({
            to: session.envelope.rcptTo[0]?.address ?? '',
            messageId: messageIdOf(head.split('\r\n\r\n')[0] ?? ''),
          });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    deliveries: () => deliveries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Queues a campaign of `recipients` messages to r1@bench.example.org, r2@... (state sending). */
export async function queueBenchCampaign(database: DatabaseHandle, recipients: number) {
  await database.db.execute(sql`
    with campaign as (
      insert into email_campaigns (audience, subject, body, state, recipients)
      values ('{"parts":[]}', '{"en-US":"Bench"}', '{"en-US":"Hello"}', 'sending', ${recipients})
      returning id)
    insert into mail_outbox (to_address, language, subject, text, html, kind, campaign_id,
      message_id, unsubscribe_token)
    select 'r' || n || '@bench.example.org', 'en-US', 'Bench campaign',
      'Hello ' || n || repeat(' lorem ipsum', 60), '<p>Hello ' || n || repeat(' lorem ipsum', 60) || '</p>',
      'campaign', campaign.id, '<' || gen_random_uuid()::text || '@bench.example.org>',
      replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')
    from campaign, generate_series(1, ${recipients}::int) as n`);
}
