// Roboto's faces (fonts.css) are added once the first screen has been drawn, not with the page's
// own stylesheet. Declared up front, the browser asked for a weight as soon as text in it was
// laid out: the boot bar's title (500) while the code downloaded, sharing a phone's slow
// connection with it, and the rows' weight (400) only once the screen had drawn them, a round
// trip and a download that then stood between the code and the largest paint (Lighthouse,
// bench/RESULTS.md, 2026-12-02). Text shows in the fallback sized like Roboto meanwhile
// (`font-display: swap` as before), so the later swap moves nothing.
import { afterPageDrawn } from '../lib/after-page-drawn';

/** Loads fonts.css once the first screen has been drawn, when the main thread is next idle. */
export function loadFontsAfterFirstPaint(): void {
  afterPageDrawn(() => void import('./fonts.css'));
}
