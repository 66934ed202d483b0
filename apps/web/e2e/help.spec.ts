// Help: the "?" beside a screen's title opens that screen's help over it and gives the focus
// back; the Help page shows the role's guide and searches, in both languages; axe checks both.
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, signInAsDirector } from './fixtures';

test('the "?" opens the screen\'s help over it and gives the focus back', async ({ page }) => {
  await signInAsDirector(page);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Years' })
    .click();
  const help = page.getByRole('button', { name: 'Help for this screen' });
  await help.click();
  const dialog = page.getByRole('dialog', { name: 'Years' });
  await expect(
    dialog.getByRole('heading', { name: 'Rolling into a new year (super admin)' }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(help).toBeFocused();
  await expect(page).toHaveURL(/\/edrocks\/periods$/);
});

test('Help shows the role guide first and searches', async ({ page }) => {
  await signInAsDirector(page);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Help' })
    .click();
  await expect(
    page.getByRole('heading', { name: 'Guide for the programme director (super admin)' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('searchbox', { name: 'Search the help' }).fill('recommit');
  await expect(page.getByTestId('help-results').getByRole('link', { name: 'Years' })).toBeVisible();
});

test('Help searches in Spanish, accents aside, and opens a topic', async ({ page }) => {
  await signInAsDirector(page);
  await page.goto('/edrocks/help');
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  const search = page.getByRole('searchbox', { name: 'Buscar en la ayuda' });
  await search.fill('renovacion');
  await expect(page.getByTestId('help-results').getByRole('link', { name: 'Años' })).toBeVisible();
  await page.getByTestId('help-results').getByRole('link', { name: 'Años' }).click();
  await expect(page.getByRole('heading', { name: 'Años', level: 2 })).toBeVisible();

  // The director's account is shared with other journeys: leave it in English.
  await page.getByRole('button', { name: /^Idioma/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});
