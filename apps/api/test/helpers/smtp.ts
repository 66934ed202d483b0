// A real SMTP server in the test process (smtp-server) on a random port, keeping what it
// receives, with just enough MIME decoding to read a message's text part.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { TestRunner } from 'vitest';

/** Outside a test (a hook), where there is no test's timeout to wait for: the hooks' own. */
const OUTSIDE_A_TEST_MS = 300_000;

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  text: string;
  html: string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** The first mail received that matches, waiting for it until the test times out. */
  waitForMail(
    predicate: (mail: ReceivedMail) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function decodeBody(body: string, encoding: string | undefined): string {
  const normalized = (encoding ?? '7bit').toLowerCase();
  if (normalized === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (normalized === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function splitPart(part: string): { headers: Record<string, string>; body: string } {
  const separator = part.search(/\r?\n\r?\n/);
  const head = separator === -1 ? part : part.slice(0, separator);
  const body = separator === -1 ? '' : part.slice(separator).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeHeader(value: string): string {
  // Whitespace between two encoded words is not part of the text (RFC 2047, section 6.2).
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
    );
}

export function parseMail(raw: string): Pick<ReceivedMail, 'subject' | 'text' | 'html'> {
  const { headers, body } = splitPart(raw);
  const result = {
    subject: decodeHeader(headers.subject ?? ''),
    text: '',
    html: '',
  };
  const collect = (partHeaders: Record<string, string>, partBody: string) => {
    const type = partHeaders['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.startsWith('multipart/') && boundary) {
      for (const piece of partBody.split(`--${boundary}`).slice(1)) {
        if (piece.startsWith('--')) break;
        const inner = splitPart(piece.replace(/^\r?\n/, ''));
        collect(inner.headers, inner.body);
      }
      return;
    }
    const decoded = decodeBody(partBody, partHeaders['content-transfer-encoding']);
    if (type.startsWith('text/html')) result.html += decoded;
    else if (type.startsWith('text/plain')) result.text += decoded;
  };
  collect(headers, body);
  return result;
}

export interface SmtpServerOptions {
  /** Listen on this port (a server started again where a stopped one was); a free one otherwise. */
  port?: number;
  /** Recipients the server refuses for good (550), as a server does for an unknown mailbox. */
  isRefused?: (address: string) => boolean;
  /** Recipients the server refuses for now (451), as a provider that throttles does. */
  isDeferred?: (address: string) => boolean;
}

export async function startSmtpServer(options: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Stopping drops the connections kept open (a pooled client's) instead of waiting for them.
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      if (options.isDeferred?.(address.address)) {
        const deferral: Error & { responseCode?: number } = new Error('Try again later');
        deferral.responseCode = 451;
        return callback(deferral);
      }
      if (!options.isRefused?.(address.address)) return callback();
      const refusal: Error & { responseCode?: number } = new Error('No such mailbox');
      refusal.responseCode = 550;
      return callback(refusal);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((address) => address.address),
          raw,
          ...parseMail(raw),
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  // A client killed in the middle of a conversation (the crash tests' SIGKILL) resets its
  // connection; the server drops that connection and goes on, as a real one does. Without a
  // listener the reset would be thrown at the test process.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
  });
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitForMail(predicate, timeoutMs) {
      // Until the test times out (how fast a mail arrives is not the test's to judge), or the
      // hooks' own limit outside a test.
      const signal = TestRunner.getCurrentTest()?.context.signal;
      const limitMs = timeoutMs ?? (signal ? undefined : OUTSIDE_A_TEST_MS);
      return new Promise((resolve, reject) => {
        const stop = (why: string) => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', timedOut);
          waiters.delete(check);
          reject(new Error(`no matching mail ${why} (received ${received.length})`));
        };
        const timedOut = () => stop('before the test timed out');
        const check = () => {
          const mail = received.find(predicate);
          if (!mail) return;
          clearTimeout(timer);
          signal?.removeEventListener('abort', timedOut);
          waiters.delete(check);
          resolve(mail);
        };
        const timer =
          limitMs === undefined
            ? undefined
            : setTimeout(() => stop(`within ${limitMs} ms`), limitMs);
        signal?.addEventListener('abort', timedOut, { once: true });
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
