// Issue 3, import (Tools): the super admin downloads the template, imports a CSV of students
// through the screen (preview with a problem first, then the fixed file), and finds them in the
// students list.
import { Buffer } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import { expect, expectNoSeriousAxeViolations, signInAsDirector, test } from './fixtures';

test('the super admin imports students from a CSV through the Tools screen', async ({
  page,
  run,
  director,
}) => {
  test.setTimeout(90_000);
  const village = `Vereda Importación ${run}`;
  await director.createPlace('village', village);

  await signInAsDirector(page);
  await page.goto('/edrocks/tools');
  await expect(page.getByRole('heading', { level: 1, name: 'Tools' })).toBeVisible();
  await page.getByRole('radio', { name: 'Students' }).check();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV template' }).click();
  const template = await readFile((await (await downloading).path())!, 'utf8');
  expect(template).toContain('First name,Last name,Birthdate');

  const header = 'First name,Last name,Birthdate,Gender,Grade,Status,Village,School,External ID';
  const rows = [
    `Ana,Import ${run},2012-03-04,female,5,,${village.toUpperCase()},,`,
    `Luis,Import ${run},04/05/2013,male,Kindergarten,,${village},,`,
    `Eva,Import ${run},2011-01-31,female,college,,Vereda Desconocida ${run},,`,
  ];
  const input = page.getByTestId('import-file-input');
  await input.setInputFiles({
    name: 'students.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([header, ...rows].join('\n')),
  });
  await expect(page.getByText('1 of 3 rows have problems.', { exact: false })).toBeVisible();
  await expect(
    page.getByRole('cell', {
      name: `There is no village named "Vereda Desconocida ${run}".`,
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import 3 rows' })).toBeDisabled();
  await expectNoSeriousAxeViolations(page);

  rows[2] = `Eva,Import ${run},2011-01-31,female,college,,${village},,`;
  await input.setInputFiles({
    name: 'students.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([header, ...rows].join('\n')),
  });
  await expect(page.getByText('3 rows checked: no problems.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Import 3 rows' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import students' });
  await expect(dialog).toContainText('3 students will be added.');
  await dialog.getByRole('button', { name: 'Import 3 students' }).click();
  await expect(page.getByRole('link', { name: 'Go to students' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to students' }).click();

  await page.getByRole('searchbox', { name: 'Search by name' }).fill(`Import ${run}`);
  await expect(page.getByText('1-3 of 3')).toBeVisible();
});
