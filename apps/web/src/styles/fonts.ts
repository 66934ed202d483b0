// Roboto's faces (fonts.css) are added once the page has loaded and drawn, not with the page's
// own stylesheet. Declared up front, the browser asked for a weight as soon as text in it was
// laid out: the boot bar's title (500) while the code downloaded, sharing a phone's slow
// connection with it, and the rows' weight (400) only once the screen had drawn them, a round
// trip and a download that then stood between the code and the largest paint (Lighthouse,
// bench/RESULTS.md, 2026-12-02). Text shows in the fallback sized like Roboto meanwhile
// (`font-display: swap` as before), so the later swap moves nothing.

/** Loads fonts.css after the page's `load` event, when the main thread is next idle. */
export function loadFontsAfterFirstPaint(): void {
  const load = () => void import('./fonts.css');
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 2000 });
    else setTimeout(load, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
