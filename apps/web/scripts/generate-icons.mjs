// Draws the app icons (the same picture as public/favicon.svg) into PNG files without any
// image tool: `npm run icons -w @portal/web`. Shapes are filled with 4x4 supersampling.
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BLUE = [0x1d, 0x4f, 0x91];
const WHITE = [0xff, 0xff, 0xff];
const GOLD = [0xff, 0xc8, 0x57];

/** Shapes in the 512x512 design space of favicon.svg. */
const shapes = [
  { color: WHITE, inside: (x, y) => (x - 200) ** 2 + (y - 196) ** 2 <= 64 ** 2 },
  {
    color: WHITE,
    inside: (x, y) => y <= 408 && ((x - 200) / 112) ** 2 + ((y - 408) / 124) ** 2 <= 1,
  },
  { color: GOLD, inside: (x, y) => (x - 344) ** 2 + (y - 250) ** 2 <= 46 ** 2 },
  { color: GOLD, inside: (x, y) => y <= 408 && ((x - 344) / 80) ** 2 + ((y - 408) / 98) ** 2 <= 1 },
];

function insideRoundedRect(x, y, size, radius) {
  const cx = Math.min(Math.max(x, radius), size - radius);
  const cy = Math.min(Math.max(y, radius), size - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

function draw(size, { maskable = false, rounded = true } = {}) {
  const pixels = Buffer.alloc(size * size * 4);
  const samples = 4;
  // Maskable icons keep their picture inside the central 80% safe zone, on a full background.
  const scale = maskable ? 0.72 : 1;
  const offset = (512 - 512 * scale) / 2;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = ((px + (sx + 0.5) / samples) * 512) / size;
          const y = ((py + (sy + 0.5) / samples) * 512) / size;
          const background = maskable || !rounded || insideRoundedRect(x, y, 512, 96);
          if (!background) continue;
          const dx = (x - offset) / scale;
          const dy = (y - offset) / scale;
          let color = BLUE;
          for (const shape of shapes) if (shape.inside(dx, dy)) color = shape.color;
          r += color[0];
          g += color[1];
          b += color[2];
          a += 255;
        }
      }
      const n = samples * samples;
      const i = (py * size + px) * 4;
      const coverage = a / n;
      // Colours are averaged over covered samples only, alpha over all of them.
      const covered = a / 255 || 1;
      pixels[i] = Math.round(r / covered);
      pixels[i + 1] = Math.round(g / covered);
      pixels[i + 2] = Math.round(b / covered);
      pixels[i + 3] = Math.round(coverage);
    }
  }
  return encodePng(size, pixels);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function encodePng(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0; // no filter
    pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = new URL('../public/icons/', import.meta.url);
mkdirSync(out, { recursive: true });
// The browser tab's icon: a small PNG rather than favicon.svg, which the browser draws as a page
// of its own on the main thread of the page's process (two tasks of 25 and 100 ms on a slow
// machine, in every signed-in page's load: bench/RESULTS.md, Lighthouse).
writeFileSync(new URL('favicon-32.png', out), draw(32));
writeFileSync(new URL('icon-192.png', out), draw(192));
writeFileSync(new URL('icon-512.png', out), draw(512));
writeFileSync(new URL('icon-maskable-512.png', out), draw(512, { maskable: true }));
// iOS draws its own rounded corners and dislikes transparency.
writeFileSync(new URL('apple-touch-icon.png', out), draw(180, { rounded: false }));
console.info('icons written to', out.pathname);
