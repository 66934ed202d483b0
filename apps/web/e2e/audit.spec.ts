// The audit log: a change made by the director shows in the student's History (who, and the
// field from its old value to its new one, a village by its name, a grade in words), and the super admin finds it in the Audit log, at
// a phone's width too; axe checks both screens.
import { STUDENT_ENDPOINTS } from '@portal/shared';
import { expect, expectNoSeriousAxeViolations, signInAsDirector, test } from './fixtures';

test('a change shows in the student’s History and in the Audit log', async ({
  page,
  director,
  run,
}) => {
  const village = await director.createPlace('village', `Vereda Historia ${run}`);
  const nextVillage = await director.createPlace('village', `Vereda Memoria ${run}`);
  const student = await director.call(STUDENT_ENDPOINTS.create, {
    body: {
      firstName: `Ana ${run}`,
      lastName: 'Historia',
      birthdate: '2014-05-06',
      gender: 'female',
      grade: '5-fifth',
      villageId: village.id,
    },
  });
  await director.call(STUDENT_ENDPOINTS.update, {
    params: { id: student.id },
    body: { lastName: 'Memoria', villageId: nextVillage.id, grade: '6-sixth' },
  });

  await signInAsDirector(page);
  await page.goto(`/edrocks/students/${student.id}/details`);
  await page.getByRole('button', { name: 'History' }).click();
  await expect(page.getByText('Last name: Historia → Memoria')).toBeVisible();
  await expect(
    page.getByText(`Village: Vereda Historia ${run} → Vereda Memoria ${run}`),
  ).toBeVisible();
  await expect(page.getByText('Grade: 5th grade → 6th grade')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/edrocks/audit-log?action=update&entity=student');
  const table = page.getByRole('table', { name: 'Audit log' });
  await expect(table.getByText(`Student #${student.id}`).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
