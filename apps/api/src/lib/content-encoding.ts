// The encoding an answer the API compresses itself leaves in (the lookup lists, kept list pages),
// chosen from the request's `Accept-Encoding`. Only the choice is shared: each caller compresses
// at the cost its answer can bear (the lists at Brotli's best once per change, a kept page at a
// middle quality once per hit).
import negotiate from '@fastify/accept-negotiator';

/** The compressions the API sends, best first: Brotli is smaller than gzip on the same JSON. */
export const COMPRESSIONS = ['br', 'gzip'] as const;
export type Compression = (typeof COMPRESSIONS)[number];
/** How an answer's body is sent: compressed, or as it is (`identity`). */
export type ContentEncoding = Compression | 'identity';

const SUPPORTED_COMPRESSIONS: Compression[] = [...COMPRESSIONS];

/**
 * The compression an `Accept-Encoding` header takes best (its q-values first, then the order of
 * COMPRESSIONS), or `identity` when it takes none of them or the header is missing.
 */
export function chooseContentEncoding(acceptEncoding: string | undefined): ContentEncoding {
  const chosen = acceptEncoding ? negotiate(acceptEncoding, SUPPORTED_COMPRESSIONS) : null;
  return chosen ?? 'identity';
}
