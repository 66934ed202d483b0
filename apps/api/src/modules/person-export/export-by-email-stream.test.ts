// The export by e-mail's ZIP: written whole when the answer goes through; when the answer breaks
// half-way (the client gone, the connection cut), the writing fails for that answer only (the
// route's sendStreamedAnswer logs it and the process keeps serving), and nothing hangs.
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import JSZip from 'jszip';
import { expect, it } from 'vitest';
import {
  EMAIL_SECTION_NAMES,
  emailExportFileName,
  writeEmailZip,
  type EmailExport,
} from './email-export-zip';

const signature = randomBytes(512 * 1024);

const content: EmailExport = {
  email: 'ana@example.org',
  personName: 'Ána Pérez',
  language: 'es-CO',
  generatedAt: new Date('2026-12-05T10:00:00Z'),
  sections: EMAIL_SECTION_NAMES.map((name) => ({ name, data: [], count: 0 })),
  files: [{ path: 'files/signatures/agreement-7.png', bytes: signature }],
};

it('writes the summary, every section and the signatures', async () => {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  await writeEmailZip(sink, content);
  const zip = await JSZip.loadAsync(Buffer.concat(chunks));
  expect(Object.keys(zip.files).sort()).toEqual(
    [
      ...EMAIL_SECTION_NAMES.map((name) => `${name}.json`),
      'files/signatures/agreement-7.png',
      'summary.txt',
    ].sort(),
  );
  expect(await zip.file('summary.txt')!.async('string')).toContain('Ána Pérez <ana@example.org>');
  expect(await zip.file('files/signatures/agreement-7.png')!.async('nodebuffer')).toEqual(
    signature,
  );
  expect(emailExportFileName(content)).toBe('ana-perez-datos-2026-12-05.zip');
});

it('fails that answer when it breaks half-way, without hanging', async () => {
  let written = 0;
  const broken = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written += chunk.length;
      done(written > 64 * 1024 ? new Error('the connection was cut') : null);
    },
  });
  await expect(writeEmailZip(broken, content)).rejects.toThrow('the connection was cut');
});
