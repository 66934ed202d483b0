// The browser tests' mailbox: a real SMTP server (smtp-server) the portal under test sends to,
// started by the Playwright main process, which writes each message it receives to a folder;
// tests (in the worker processes) read the folder to follow a link from an e-mail, as a
// parent or a user would.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The text part, decoded. */
  text: string;
}

/** Starts the server on `port`; messages land in `folder` as `<n>.eml` with a `.to` file. */
export function startMailbox(port: number, folder: string): void {
  mkdirSync(folder, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const name = String(++count).padStart(6, '0');
        const to = session.envelope.rcptTo.map((address) => address.address);
        writeFileSync(join(folder, `${name}.to`), to.join('\n'));
        writeFileSync(join(folder, `${name}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  server.listen(port, '127.0.0.1');
  // The test run ends when its tests do, whatever this server is doing.
  (server as unknown as { server: { unref(): void } }).server.unref();
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** Just enough MIME to read the subject and the text part of the portal's messages. */
function parse(raw: string, to: string[]): ReceivedMail {
  const subject = decodeWords(/^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? '');
  const part = /Content-Type: text\/plain[^]*?\r?\n\r?\n([^]*?)(?:\r?\n--|$)/i.exec(raw);
  const encoding = /Content-Type: text\/plain[^]*?Content-Transfer-Encoding: ([\w-]+)/i.exec(
    raw,
  )?.[1];
  const body = part?.[1] ?? '';
  const text =
    encoding?.toLowerCase() === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding?.toLowerCase() === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { to, subject: subject.replace(/\r?\n[ \t]/g, ' '), text };
}

export function readMailbox(folder: string): ReceivedMail[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) =>
      parse(
        readFileSync(join(folder, name), 'utf8'),
        readFileSync(join(folder, name.replace(/\.eml$/, '.to')), 'utf8').split('\n'),
      ),
    );
}

/** Waits (polling the folder) for a message to `address` that `predicate` accepts. */
export async function waitForMail(
  folder: string,
  address: string,
  predicate: (mail: ReceivedMail) => boolean = () => true,
  timeoutMs = 20_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readMailbox(folder).find(
      (mail) => mail.to.includes(address.toLowerCase()) && predicate(mail),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
