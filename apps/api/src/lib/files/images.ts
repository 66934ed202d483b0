// Uploaded JPEGs are re-encoded before anything is stored: the EXIF orientation is applied and
// every piece of metadata (EXIF with GPS position, camera, dates; XMP; IPTC) is dropped, since
// these are often children's photos. A thumbnail is made at the same time.
import sharp from 'sharp';
import { uploadErrors } from './upload';

export const THUMBNAIL_MAX_SIDE = 256;
/** Decompression bombs: refuse images over 100 megapixels before decoding them. */
const MAX_INPUT_PIXELS = 100_000_000;
const IMAGE_QUALITY = 88;
const THUMBNAIL_QUALITY = 80;

export interface ProcessedImage {
  data: Buffer;
  width: number;
  height: number;
}

function encode(input: Buffer | string, maxSide: number, quality: number): Promise<ProcessedImage> {
  // sharp drops all metadata unless told to keep it (keepMetadata/withMetadata are never used).
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .autoOrient()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality, mozjpeg: true })
    .toBuffer({ resolveWithObject: true })
    .then(({ data, info }) => ({ data, width: info.width, height: info.height }));
}

/**
 * The image to store (at most `maxSide` a side) and its thumbnail. A JPEG that cannot be
 * decoded (damaged, truncated, too many pixels) is refused with 415 and a clear message.
 */
export async function processJpeg(
  /** The JPEG's bytes, or the path of a file holding them. */
  input: Buffer | string,
  maxSide: number,
): Promise<{ image: ProcessedImage; thumbnail: ProcessedImage }> {
  try {
    const image = await encode(input, maxSide, IMAGE_QUALITY);
    const thumbnail = await encode(image.data, THUMBNAIL_MAX_SIDE, THUMBNAIL_QUALITY);
    return { image, thumbnail };
  } catch {
    throw uploadErrors.imageUnreadable();
  }
}

/** A drawn signature is at most this many pixels a side once stored. */
const SIGNATURE_MAX_SIDE = 1200;

/**
 * A drawn signature (a PNG from the signing page's canvas) decoded and written again: flattened
 * onto white, at most SIGNATURE_MAX_SIDE a side, without metadata. Undefined when it is no
 * readable PNG, so that only images this server made reach the PDFs.
 */
export async function normalizeSignaturePng(input: Buffer): Promise<Buffer | undefined> {
  try {
    const image = sharp(input, { limitInputPixels: 16_000_000, failOn: 'error' });
    const { format } = await image.metadata();
    if (format !== 'png') return undefined;
    return await image
      .flatten({ background: '#ffffff' })
      .resize({
        width: SIGNATURE_MAX_SIDE,
        height: SIGNATURE_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    return undefined;
  }
}
