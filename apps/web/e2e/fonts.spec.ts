// Roboto, served by the portal itself: the sign-in page draws in it, asks only for the subsets
// and weights it shows (woff2, from its own origin), and shows its text before they arrive.
import { expect, test } from '@playwright/test';

test('the sign-in page is set in Roboto, served by the portal, a few small files', async ({
  page,
  baseURL,
}) => {
  const fonts: { url: string; bytes: number }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'font') return;
    void response
      .body()
      .then((body) => fonts.push({ url: response.url(), bytes: body.length }))
      .catch(() => undefined);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // fonts.ready can settle before layout has asked for any face (a busy machine), so wait
  // for the page's own request for the regular weight to finish rather than forcing one.
  await page.waitForFunction(() =>
    [...document.fonts].some(
      (face) =>
        face.family.replace(/"/g, '') === 'Roboto' &&
        face.weight === '400' &&
        face.status === 'loaded',
    ),
  );
  const drawn = await page.evaluate(async () => {
    await document.fonts.ready;
    const faces = [...document.fonts].filter((face) => face.family.replace(/"/g, '') === 'Roboto');
    return {
      family: getComputedStyle(document.body).fontFamily,
      loaded: faces.filter((face) => face.status === 'loaded').map((face) => face.weight),
      swaps: faces.every((face) => face.display === 'swap'),
    };
  });
  expect(drawn.family).toMatch(/^Roboto,/);
  expect(drawn.loaded).toContain('400');
  expect(drawn.swaps).toBe(true);
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) {
    expect(font.url.startsWith(baseURL ?? '')).toBe(true);
    expect(font.url).toMatch(/roboto-latin(-ext)?-(400|500|700)-normal-[\w-]+\.woff2$/);
  }
  // Latin in two or three weights: well under 100 kB however many the page shows.
  expect(fonts.reduce((sum, font) => sum + font.bytes, 0)).toBeLessThan(100 * 1024);
});
