// Addresses of stored photos. Kept apart from the photo panel (its upload and removal controls
// and their dialog) so that a list showing thumbnails does not load that panel's code.

/** The 256 px thumbnail of a signed photo URL (the signature does not cover the size). */
export function thumbnailUrl(photoUrl: string | null): string | null {
  if (!photoUrl) return null;
  return `${photoUrl}${photoUrl.includes('?') ? '&' : '?'}size=thumb`;
}
