// The kind of a file by its content, and names made safe to keep and to send back.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { contentDisposition, detectKind, sanitizeFileName } from './file-types';
import { samples } from '../../../test/helpers/file-samples';

describe('detectKind', () => {
  it('recognises a real JPEG, a PDF and an MP4 by their first bytes', async () => {
    expect(await detectKind(await samples.jpeg())).toBe('jpeg');
    expect(await detectKind(samples.pdf())).toBe('pdf');
    expect(await detectKind(samples.mp4())).toBe('mp4');
  });

  it('knows nothing else: executables, PNG, QuickTime, text, empty', async () => {
    const png = await sharp({
      create: { width: 4, height: 4, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    for (const head of [
      samples.windowsExecutable(),
      samples.elfExecutable(),
      png,
      samples.quickTime(),
      Buffer.from('just some text, not a photo at all\n'),
      Buffer.alloc(0),
      Buffer.from([0xff, 0xd8]),
    ]) {
      expect(await detectKind(head)).toBeUndefined();
    }
  });
});

describe('sanitizeFileName', () => {
  it('keeps only the last path segment of a traversal attempt', () => {
    expect(sanitizeFileName('../../etc/passwd.jpg')).toBe('passwd.jpg');
    expect(sanitizeFileName('..\\..\\windows\\win.ini.pdf')).toBe('win.ini.pdf');
    expect(sanitizeFileName('/abs/path/photo.jpeg')).toBe('photo.jpeg');
  });

  it('drops control, reserved and direction-override characters and leading dots', () => {
    expect(sanitizeFileName('pho\u0000to<>:"|?*.jpg')).toBe('photo.jpg');
    expect(sanitizeFileName('photo\u202Egpj.exe')).toBe('photogpj.exe');
    expect(sanitizeFileName('...hidden.pdf')).toBe('hidden.pdf');
    expect(sanitizeFileName('  many   spaces .jpg ')).toBe('many spaces .jpg');
  });

  it('keeps accents, shortens long names keeping the extension, and never answers empty', () => {
    expect(sanitizeFileName('Foto de José Ñuñez.jpg')).toBe('Foto de José Ñuñez.jpg');
    const long = sanitizeFileName(`${'a'.repeat(300)}.pdf`);
    expect(long).toHaveLength(120);
    expect(long.endsWith('.pdf')).toBe(true);
    expect(sanitizeFileName('../..')).toBe('file');
    expect(sanitizeFileName('')).toBe('file');
  });
});

describe('contentDisposition', () => {
  it('quotes an ASCII fallback and carries the exact name in filename*', () => {
    expect(contentDisposition('inline', 'Foto José "1".jpg')).toBe(
      `inline; filename="Foto Jos_ _1_.jpg"; filename*=UTF-8''Foto%20Jos%C3%A9%20%221%22.jpg`,
    );
    expect(contentDisposition('attachment', "it's (1).pdf")).toBe(
      `attachment; filename="it's (1).pdf"; filename*=UTF-8''it%27s%20%281%29.pdf`,
    );
  });
});
