// Small files for upload tests: a real JPEG made with sharp (optionally with GPS EXIF and an
// orientation), minimal but valid PDF and MP4 headers, and impostors (executables, PNG,
// QuickTime), plus multipart bodies for app.inject built with the platform's FormData.
import sharp from 'sharp';

export interface JpegOptions {
  width?: number;
  height?: number;
  /** EXIF orientation (6 = the camera was turned: display rotated 90° clockwise). */
  orientation?: number;
  /** Adds GPS coordinates and a camera model to the EXIF block. */
  withGps?: boolean;
}

async function jpeg(options: JpegOptions = {}): Promise<Buffer> {
  const { width = 64, height = 48 } = options;
  let image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } },
  }).jpeg({ quality: 90 });
  if (options.withGps) {
    image = image.withExif({
      IFD0: { Make: 'TestCam', Model: 'Secret Model 3000' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '4/1 35/1 56/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '74/1 4/1 51/1',
      },
    });
  }
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toBuffer();
}

const pdf = () =>
  Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
  );

function box(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** An ISO base media file: an `ftyp` box with this major brand, then free and mdat boxes. */
function isoMedia(brand: string): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from(brand.padEnd(4, ' '), 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isommp41', 'latin1'),
  ]);
  return Buffer.concat([
    box('ftyp', ftyp),
    box('free', Buffer.alloc(0)),
    box('mdat', Buffer.alloc(64, 1)),
  ]);
}

function windowsExecutable(): Buffer {
  const data = Buffer.alloc(256);
  data.write('MZ', 0, 'latin1');
  data.writeUInt32LE(0x80, 0x3c);
  data.write('PE\0\0', 0x80, 'latin1');
  return data;
}

function elfExecutable(): Buffer {
  const data = Buffer.alloc(128);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]).copy(data);
  return data;
}

export const samples = {
  jpeg,
  pdf,
  mp4: () => isoMedia('isom'),
  quickTime: () => isoMedia('qt'),
  windowsExecutable,
  elfExecutable,
  png: () =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer(),
  /** Passes the magic-byte check (FF D8 FF) but cannot be decoded. */
  corruptJpeg: () =>
    Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 0x42)]),
};

export type MultipartValue = string | { data: Buffer; filename: string; type?: string };

/** A multipart/form-data body and its content-type header, for app.inject. */
export async function multipartBody(
  fields: Record<string, MultipartValue>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(
        name,
        new Blob([value.data], { type: value.type ?? 'application/octet-stream' }),
        value.filename,
      );
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}
