import { YEAR_CYCLE_ENDPOINTS, YEAR_CYCLE_ERRORS, type Recommitment } from '@portal/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { areaErrorBody, errorBody, mockApi, onEndpoint } from '../../../test/api-mock';
import { settle } from '../../../test/settle';
import { accepting, cardOf, renderSection, request, server } from './recommitment-fixtures';

describe("the sponsor's recommitment requests", () => {
  it('shows a small skeleton while the requests load', async () => {
    let answer: (value: { items: Recommitment[] }) => void = () => {};
    mockApi(
      onEndpoint(
        YEAR_CYCLE_ENDPOINTS.mine,
        () => new Promise<{ items: Recommitment[] }>((resolve) => (answer = resolve)),
      ),
    );
    renderSection();
    expect(screen.getByTestId('loading')).toHaveAccessibleName('Loading…');
    await settle();
    answer({ items: [request()] });
    expect(await cardOf('Lucía')).toBeInTheDocument();
    expect(screen.queryByTestId('loading')).not.toBeInTheDocument();
  });

  it('draws nothing when the sponsor has no request', async () => {
    const { reads } = server([]);
    renderSection();
    await vi.waitFor(() => expect(reads()).toHaveLength(1));
    await settle();
    expect(screen.queryByTestId('recommitments')).not.toBeInTheDocument();
    expect(screen.queryByTestId('loading')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('offers "Try again" when the requests cannot be read, and then shows them', async () => {
    let isDown = true;
    mockApi(
      onEndpoint(YEAR_CYCLE_ENDPOINTS.mine, () =>
        isDown
          ? errorBody(503, 'SERVICE_UNAVAILABLE', 'errors.serviceUnavailable')
          : { items: [request()] },
      ),
    );
    renderSection();
    const error = await screen.findByTestId('error-state');
    isDown = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await cardOf('Lucía')).toBeInTheDocument();
  });

  it('lists each student of the year with their village and both answers', async () => {
    server([request(), request({ id: 8, studentFirstName: 'Mateo', villageName: 'La Esperanza' })]);
    renderSection();
    const section = await screen.findByRole('region', { name: 'Your students for 2026-2027' });
    expect(section).toHaveTextContent('You can change your answer until the year begins.');
    const lucia = await cardOf('Lucía');
    expect(lucia).toHaveTextContent('Village: El Roble');
    expect(lucia).toHaveTextContent('Waiting for your answer');
    expect(lucia).not.toHaveTextContent('Pérez');
    expect(within(lucia).getByRole('button', { name: 'Recommit' })).toBeInTheDocument();
    expect(within(lucia).getByRole('button', { name: 'I changed my mind' })).toBeInTheDocument();
    expect(await cardOf('Mateo')).toHaveTextContent('Village: La Esperanza');
  });

  it('recommits: sends the answer, says so, and offers to change it', async () => {
    const { answers, reads } = server(
      [request()],
      accepting({ state: 'recommitted', answeredAt: '2026-06-15T15:00:00.000Z' }),
    );
    renderSection();
    const card = await cardOf('Lucía');
    await userEvent.click(within(card).getByRole('button', { name: 'Recommit' }));
    expect(await within(card).findByText('You recommitted')).toBeInTheDocument();
    expect(answers()).toEqual([
      { path: '/edrocks/api/recommitments/7', body: { answer: 'recommit' } },
    ]);
    expect(reads()).toHaveLength(2);
    await vi.waitFor(() => expect(within(card).getByText('You recommitted')).toHaveFocus());
    expect(within(card).getByRole('button', { name: 'Change my answer' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Recommit' })).not.toBeInTheDocument();
  });

  it('shows a decline in words, with the note, and lets the sponsor take it back', async () => {
    const { answers } = server(
      [request({ state: 'declined', reason: 'moving', note: 'We move to Cali' })],
      accepting({ state: 'recommitted', reason: null, note: null }),
    );
    renderSection();
    const card = await cardOf('Lucía');
    expect(card).toHaveTextContent('You changed your mind: I am moving');
    expect(card).toHaveTextContent('Your note: We move to Cali');
    await userEvent.click(within(card).getByRole('button', { name: 'Change my answer' }));
    // The focus moves on the next frame.
    await vi.waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Recommit' })).toHaveFocus(),
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Keep my answer' }));
    expect(within(card).queryByRole('button', { name: 'Recommit' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Change my answer' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Recommit' }));
    expect(await within(card).findByText('You recommitted')).toBeInTheDocument();
    expect(answers()).toEqual([
      { path: '/edrocks/api/recommitments/7', body: { answer: 'recommit' } },
    ]);
  });

  it('shows carried, lapsed and settled answers read-only', async () => {
    server([
      request({ state: 'carried', canAnswer: false }),
      request({ id: 8, studentFirstName: 'Mateo', state: 'lapsed', canAnswer: false }),
      request({ id: 9, studentFirstName: 'Sara', state: 'recommitted', canAnswer: false }),
      request({
        id: 10,
        studentFirstName: 'Tomás',
        state: 'declined',
        reason: 'cost',
        canAnswer: false,
      }),
      // An older year's settled request is not shown again.
      request({
        id: 2,
        periodId: 2,
        periodName: '2025-2026',
        studentFirstName: 'Eva',
        state: 'carried',
        canAnswer: false,
      }),
    ]);
    renderSection();
    const section = await screen.findByRole('region', { name: 'Your students for 2026-2027' });
    expect(section).not.toHaveTextContent('You can change your answer');
    expect(await cardOf('Lucía')).toHaveTextContent('Carried into 2026-2027');
    expect(await cardOf('Mateo')).toHaveTextContent('Ended: no answer before the year began');
    expect(await cardOf('Sara')).toHaveTextContent('You recommitted');
    expect(await cardOf('Tomás')).toHaveTextContent(
      'You changed your mind: It costs more than I can give now',
    );
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Eva' })).not.toBeInTheDocument();
  });

  it('says why a taken-back decline was refused (the place was taken) and reads the list again', async () => {
    const { reads } = server([request({ state: 'declined', reason: 'time' })], () =>
      errorBody(409, 'STUDENT_FULL', 'errors.studentFull'),
    );
    renderSection();
    const card = await cardOf('Lucía');
    await userEvent.click(within(card).getByRole('button', { name: 'Change my answer' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Recommit' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'This student already has 3 sponsors this year',
    );
    await vi.waitFor(() => expect(reads()).toHaveLength(2));
    expect(card).toHaveTextContent('You changed your mind: I do not have the time');
  });

  it('says when the year has begun, and the card becomes read-only', async () => {
    const { reads } = server([request()], (_body, state) => {
      state.list = [request({ state: 'carried', canAnswer: false })];
      return areaErrorBody(YEAR_CYCLE_ERRORS.RECOMMITMENT_CLOSED);
    });
    renderSection();
    const card = await cardOf('Lucía');
    await userEvent.click(within(card).getByRole('button', { name: 'Recommit' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'The new year has started: this answer can no longer be changed.',
    );
    await vi.waitFor(() => expect(reads()).toHaveLength(2));
    expect(await within(card).findByText('Carried into 2026-2027')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when a request is no longer there, above the cards left', async () => {
    server([request(), request({ id: 8, studentFirstName: 'Mateo' })], (_body, state) => {
      state.list = state.list.filter((item) => item.id !== 7);
      return errorBody(404, 'NOT_FOUND', 'errors.notFound');
    });
    renderSection();
    const card = await cardOf('Lucía');
    await userEvent.click(within(card).getByRole('button', { name: 'Recommit' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Lucía' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('We could not find what you asked for.');
    expect(within(screen.getByTestId('recommitments')).getAllByRole('article')).toHaveLength(1);
  });

  it('speaks Spanish', async () => {
    await changeLanguage('es-CO', { remember: false });
    server(
      [
        request(),
        request({ id: 8, studentFirstName: 'Mateo', state: 'declined', reason: 'anotherStudent' }),
        request({ id: 9, studentFirstName: 'Sara', state: 'lapsed', canAnswer: false }),
      ],
      () => areaErrorBody(YEAR_CYCLE_ERRORS.RECOMMITMENT_CLOSED, { language: 'es-CO' }),
    );
    renderSection();
    const section = await screen.findByRole('region', { name: 'Sus estudiantes para 2026-2027' });
    expect(section).toHaveTextContent('Puede cambiar su respuesta hasta que empiece el año.');
    const lucia = await cardOf('Lucía');
    expect(lucia).toHaveTextContent('Vereda: El Roble');
    expect(lucia).toHaveTextContent('Esperando su respuesta');
    expect(within(lucia).getByRole('button', { name: 'Cambié de opinión' })).toBeInTheDocument();
    expect(await cardOf('Mateo')).toHaveTextContent(
      'Usted cambió de opinión: Quisiera apadrinar a otro estudiante',
    );
    expect(
      within(await cardOf('Mateo')).getByRole('button', { name: 'Cambiar mi respuesta' }),
    ).toBeInTheDocument();
    expect(await cardOf('Sara')).toHaveTextContent(
      'Terminó: no respondió antes de que empezara el año',
    );
    await userEvent.click(within(lucia).getByRole('button', { name: 'Renovar' }));
    expect(await within(lucia).findByRole('alert')).toHaveTextContent(
      'El nuevo año ya comenzó: esta respuesta ya no se puede cambiar.',
    );
  });
});
