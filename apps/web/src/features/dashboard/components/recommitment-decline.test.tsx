import { DECLINE_NOTE_MAX_LENGTH, YEAR_CYCLE_ERRORS } from '@portal/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { areaErrorBody } from '../../../test/api-mock';
import { settle } from '../../../test/settle';
import { accepting, cardOf, renderSection, request, server } from './recommitment-fixtures';

const declined = accepting({ state: 'declined', reason: 'time', note: 'Exams all year' });

/** Tabs from the page's start to the card's "I changed my mind" and presses Enter. */
async function openWithKeyboard(user: ReturnType<typeof userEvent.setup>) {
  const card = await cardOf('Lucía');
  const button = within(card).getByRole('button', { name: 'I changed my mind' });
  await user.tab();
  await user.tab();
  expect(button).toHaveFocus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Why did you change your mind?' });
  return { card, button, dialog };
}

describe('"I changed my mind"', () => {
  it('is answered from the keyboard alone: a reason, a note, the confirmation', async () => {
    const user = userEvent.setup();
    const { answers } = server([request()], declined);
    renderSection();
    const { card, dialog } = await openWithKeyboard(user);
    expect(dialog).toHaveTextContent(
      'Lucía will not be your student in 2026-2027, and the place opens for another sponsor.',
    );
    const reasons = within(dialog).getByRole('radiogroup', { name: 'Reason' });
    const radios = within(reasons).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'It costs more than I can give now',
      'I do not have the time',
      'I am moving',
      'I would like to sponsor another student',
      'Another reason',
    ]);
    expect(radios[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(reasons).getByRole('radio', { name: 'I do not have the time' })).toBeChecked();
    await user.tab();
    const note = within(dialog).getByRole('textbox', {
      name: 'Anything you want to add (optional)',
    });
    expect(note).toHaveFocus();
    expect(note).toHaveAccessibleDescription(`0 of ${DECLINE_NOTE_MAX_LENGTH} characters`);
    await user.keyboard('  Exams all year ');
    expect(note).toHaveAccessibleDescription(`17 of ${DECLINE_NOTE_MAX_LENGTH} characters`);
    expect(note).toHaveAttribute('maxlength', String(DECLINE_NOTE_MAX_LENGTH));
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'I changed my mind' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(
      await within(card).findByText('You changed your mind: I do not have the time'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(answers()).toEqual([
      {
        path: '/edrocks/api/recommitments/7',
        body: { answer: 'decline', reason: 'time', note: 'Exams all year' },
      },
    ]);
    expect(card).toHaveTextContent('Your note: Exams all year');
  });

  it('sends no note when none is typed', async () => {
    const user = userEvent.setup();
    const { answers } = server([request()], declined);
    renderSection();
    const { dialog } = await openWithKeyboard(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Another reason' }));
    await user.click(within(dialog).getByRole('button', { name: 'I changed my mind' }));
    await screen.findByText(/You changed your mind/);
    expect(answers().map((call) => call.body)).toEqual([{ answer: 'decline', reason: 'other' }]);
  });

  it('asks for a reason before sending anything', async () => {
    const user = userEvent.setup();
    const { answers } = server([request()], declined);
    renderSection();
    const { dialog } = await openWithKeyboard(user);
    await user.click(within(dialog).getByRole('button', { name: 'I changed my mind' }));
    const reasons = within(dialog).getByRole('radiogroup', { name: 'Reason' });
    expect(reasons).toHaveAccessibleDescription('Choose a reason.');
    expect(within(reasons).getAllByRole('radio')[0]).toHaveFocus();
    await settle();
    expect(answers()).toEqual([]);
  });

  it('closes on Escape with nothing sent, and gives the focus back', async () => {
    const user = userEvent.setup();
    const { answers } = server([request()], declined);
    renderSection();
    const { card, button } = await openWithKeyboard(user);
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(card).toHaveTextContent('Waiting for your answer');
    await settle();
    expect(answers()).toEqual([]);
  });

  it('keeps what was chosen and typed when the answer is refused, and says why', async () => {
    const user = userEvent.setup();
    let isRefused = true;
    const { answers } = server([request()], (body, state) =>
      isRefused
        ? ((isRefused = false), areaErrorBody(YEAR_CYCLE_ERRORS.RECOMMITMENT_CLOSED))
        : declined(body, state),
    );
    renderSection();
    const { dialog } = await openWithKeyboard(user);
    await user.click(within(dialog).getByRole('radio', { name: 'I am moving' }));
    await user.type(within(dialog).getByRole('textbox'), 'To Cali');
    await user.click(within(dialog).getByRole('button', { name: 'I changed my mind' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The new year has started: this answer can no longer be changed.',
    );
    expect(within(dialog).getByRole('radio', { name: 'I am moving' })).toBeChecked();
    expect(within(dialog).getByRole('textbox')).toHaveValue('To Cali');
    await user.click(within(dialog).getByRole('button', { name: 'I changed my mind' }));
    await screen.findByText(/You changed your mind/);
    expect(answers().map((call) => call.body)).toEqual([
      { answer: 'decline', reason: 'moving', note: 'To Cali' },
      { answer: 'decline', reason: 'moving', note: 'To Cali' },
    ]);
  });

  it('asks in Spanish', async () => {
    await changeLanguage('es-CO', { remember: false });
    const user = userEvent.setup();
    const { answers } = server([request()], declined);
    renderSection();
    const card = await cardOf('Lucía');
    await user.click(within(card).getByRole('button', { name: 'Cambié de opinión' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Por qué cambió de opinión?' });
    expect(dialog).toHaveTextContent(
      'Lucía no será su estudiante en 2026-2027 y el cupo queda libre para otro padrino.',
    );
    const reasons = within(dialog).getByRole('radiogroup', { name: 'Motivo' });
    expect(within(reasons).getAllByRole('radio')).toHaveLength(5);
    await user.click(within(reasons).getByRole('radio', { name: 'Me voy a mudar' }));
    const note = within(dialog).getByRole('textbox', {
      name: 'Algo más que quiera contarnos (opcional)',
    });
    expect(note).toHaveAccessibleDescription(`0 de ${DECLINE_NOTE_MAX_LENGTH} caracteres`);
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cambié de opinión' }));
    expect(
      await within(card).findByText('Usted cambió de opinión: No tengo tiempo'),
    ).toBeInTheDocument();
    expect(answers().map((call) => call.body)).toEqual([{ answer: 'decline', reason: 'moving' }]);
  });
});
