// Privacy in the browser: a sponsor asks for their data to be erased; the super admin finds the
// request in the queue, downloads the person's data, reads what erasing them does and erases
// them after typing the word; afterwards their e-mail finds no one. Again in Spanish at a
// phone's width, for a student record without an account; and from a sponsor's page, for a
// sponsor record a coordinator added. axe checks each screen.
import {
  DATA_REQUEST_ENDPOINTS,
  SPONSOR_ENDPOINTS,
  STUDENT_ENDPOINTS,
  USER_ENDPOINTS,
} from '@portal/shared';
import {
  expect,
  expectNoSeriousAxeViolations,
  PortalApi,
  signInAsDirector,
  test,
} from './fixtures';

test('a sponsor’s erase request: the queue, their data downloaded, the preview and the erasure', async ({
  page,
  request,
  director,
  anonymous,
  run,
}) => {
  const school = await director.createPlace('school', `Colegio Privacidad ${run}`, {
    registrationEnabled: true,
  });
  const email = `olga-privacidad-${run}@example.org`;
  const password = `pw-${run}-olga`;
  const { data: account, access } = await anonymous.signUp({
    code: school.registrationCode ?? '',
    firstName: 'Olga',
    lastName: `Privacidad ${run}`,
    email,
    password,
    confirmPassword: password,
    acceptTerms: true,
    language: 'en-US',
  });
  await new PortalApi(request, access).call(DATA_REQUEST_ENDPOINTS.fileOwn, {
    body: { kind: 'erase', message: 'Please erase everything about me.' },
  });

  await signInAsDirector(page);
  await page.goto(`/edrocks/data-requests?q=${encodeURIComponent(email)}`);
  const queue = page.getByRole('table', { name: 'Data requests' });
  await expect(queue.getByText(`Olga Privacidad ${run}`)).toBeVisible();
  await expect(queue.getByText('Erase their data')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await queue.getByRole('button', { name: `Update the request of Olga Privacidad ${run}` }).click();
  const update = page.getByRole('dialog', { name: 'Update the request' });
  await update.getByRole('combobox', { name: 'State' }).selectOption('inProgress');
  await update.getByRole('textbox', { name: 'Note' }).fill('Export first, then erase.');
  await expectNoSeriousAxeViolations(page);
  await update.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Request updated.')).toBeVisible();
  await expect(queue.getByText('In progress')).toBeVisible();

  await page.goto(`/edrocks/users/${account.id}`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: "Download this person's data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);

  await page.getByRole('link', { name: 'Erase this person' }).click();
  await expect(page).toHaveURL(new RegExp(`/edrocks/people/${account.id}/erase$`));
  const preview = page.getByRole('table', { name: 'What erasing this person does' });
  await expect(preview.getByText('Signed-in sessions: ended.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Erase this person' }).click();
  const dialog = page.getByRole('dialog', { name: `Erase Olga Privacidad ${run}?` });
  const erase = dialog.getByRole('button', { name: 'Erase for good' });
  await expect(erase).toBeDisabled();
  await dialog.getByLabel('Type ERASE to confirm').fill('ERASE');
  await erase.click();
  await expect(page.getByText('The person was erased.')).toBeVisible();

  const found = await director.call(USER_ENDPOINTS.allUsers.list, { query: { q: email } });
  expect(found.items).toEqual([]);
  const stillThere = await director.call(DATA_REQUEST_ENDPOINTS.list, {
    query: { userId: account.id },
  });
  expect(stillThere.items.map((item) => item.person.name)).not.toContain(`Olga Privacidad ${run}`);
});

test('en español, en un teléfono: el registro de un estudiante sin cuenta, borrado tras escribir BORRAR', async ({
  page,
  director,
  run,
}) => {
  const village = await director.createPlace('village', `Vereda Privacidad ${run}`);
  const student = await director.call(STUDENT_ENDPOINTS.create, {
    body: {
      firstName: 'Mateo',
      lastName: `Privacidad ${run}`,
      birthdate: '2015-02-03',
      gender: 'male',
      grade: '4-fourth',
      villageId: village.id,
    },
  });

  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsDirector(page);
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-CO');

  await page.goto(`/edrocks/students/${student.id}/erase`);
  await expect(page.getByText(`Mateo Privacidad ${run}`).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Borrar a esta persona' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Escriba BORRAR para confirmar').fill('BORRAR');
  await dialog.getByRole('button', { name: 'Borrar para siempre' }).click();
  await expect(page.getByText('La persona fue borrada.')).toBeVisible();

  const found = await director.call(STUDENT_ENDPOINTS.list, {
    query: { q: `Privacidad ${run}` },
  });
  expect(found.items).toEqual([]);
});

test('a sponsor record without an account: downloaded and erased from the sponsor’s page', async ({
  page,
  director,
  run,
}) => {
  const school = await director.createPlace('school', `Colegio Registro ${run}`);
  const email = `ramiro-registro-${run}@example.org`;
  const sponsor = await director.call(SPONSOR_ENDPOINTS.create, {
    body: { firstName: 'Ramiro', lastName: `Registro ${run}`, email, schoolId: school.id },
  });

  await signInAsDirector(page);
  await page.goto(`/edrocks/sponsors/${sponsor.id}/details`);
  const section = page.getByRole('region', { name: "This sponsor's data" });
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: "Download this sponsor's data" }).click();
  expect((await downloading).suggestedFilename()).toMatch(/\.zip$/);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('link', { name: 'Erase this person' }).click();
  await expect(page).toHaveURL(new RegExp(`/edrocks/sponsors/${sponsor.id}/erase$`));
  const preview = page.getByRole('table', { name: 'What erasing this person does' });
  await expect(preview).toBeVisible();
  await page.getByRole('button', { name: 'Erase this person' }).click();
  const dialog = page.getByRole('dialog', { name: `Erase Ramiro Registro ${run}?` });
  await dialog.getByLabel('Type ERASE to confirm').fill('ERASE');
  await dialog.getByRole('button', { name: 'Erase for good' }).click();
  await expect(page.getByText('The person was erased.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/edrocks/sponsors/${sponsor.id}/details$`));

  const found = await director.call(SPONSOR_ENDPOINTS.list, { query: { q: email } });
  expect(found.items).toEqual([]);
});
