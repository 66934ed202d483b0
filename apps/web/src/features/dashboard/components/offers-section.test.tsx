import { SPONSOR_OFFER_ENDPOINTS, SPONSOR_OFFER_ERRORS, type SponsorOffer } from '@portal/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { areaErrorBody, errorBody, mockApi, onEndpoint } from '../../../test/api-mock';
import { settle } from '../../../test/settle';
import { answering, daysAgo, offer, offerCard, offerServer, renderOffers } from './offer-fixtures';

const answerPath = '/edrocks/api/sponsorships/offers/21';

async function accept(card: HTMLElement, name = 'Lucía') {
  await userEvent.click(within(card).getByRole('button', { name: `Sponsor ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: `Sponsor ${name}?` });
  await userEvent.click(within(dialog).getByRole('button', { name: `Sponsor ${name}` }));
}

describe("the sponsor's offers of another student", () => {
  it('shows a small skeleton while the offers load', async () => {
    let answer: (value: { items: SponsorOffer[] }) => void = () => {};
    mockApi(
      onEndpoint(
        SPONSOR_OFFER_ENDPOINTS.mine,
        () => new Promise<{ items: SponsorOffer[] }>((resolve) => (answer = resolve)),
      ),
    );
    renderOffers();
    expect(await screen.findByTestId('offers-loading')).toHaveAccessibleName('Loading…');
    answer({ items: [offer()] });
    expect(await offerCard('Lucía')).toBeInTheDocument();
    expect(screen.queryByTestId('offers-loading')).not.toBeInTheDocument();
  });

  it('draws nothing without an open offer or a recent answer', async () => {
    const { reads } = offerServer([
      offer({ state: 'expired' }),
      offer({ id: 22, state: 'declined', answeredAt: daysAgo(10) }),
    ]);
    renderOffers();
    await vi.waitFor(() => expect(reads()).toHaveLength(1));
    await settle();
    expect(screen.queryByTestId('offers')).not.toBeInTheDocument();
    expect(screen.queryByTestId('offers-loading')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('offers "Try again" when the offers cannot be read, and then shows them', async () => {
    let isDown = true;
    mockApi(
      onEndpoint(SPONSOR_OFFER_ENDPOINTS.mine, () =>
        isDown
          ? errorBody(503, 'SERVICE_UNAVAILABLE', 'errors.serviceUnavailable')
          : { items: [offer()] },
      ),
    );
    renderOffers();
    const error = await screen.findByTestId('error-state');
    isDown = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await offerCard('Lucía')).toBeInTheDocument();
  });

  it('shows the student, until when to answer, both answers, and recent answers as a line', async () => {
    offerServer([
      offer(),
      offer({ id: 23, state: 'accepted', answeredAt: daysAgo(2), student: { firstName: 'Eva' } }),
      offer({ id: 24, state: 'declined', answeredAt: daysAgo(9), student: { firstName: 'Tomás' } }),
    ]);
    renderOffers();
    const section = await screen.findByRole('region', { name: 'A student for you' });
    expect(section).toHaveTextContent('Would you like to sponsor them?');
    const card = await offerCard('Lucía');
    expect(card).toHaveTextContent('9 years old');
    expect(card).toHaveTextContent('Grade: 5th grade');
    expect(card).toHaveTextContent('Village: El Roble');
    expect(card).toHaveTextContent('You can answer until July 15, 2026.');
    expect(within(card).getByRole('button', { name: 'Sponsor Lucía' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Not now' })).toBeInTheDocument();
    expect(screen.getByTestId('offer-answered')).toHaveTextContent('You now sponsor Eva.');
    expect(section).not.toHaveTextContent('Tomás');
    expect(within(section).getAllByRole('article')).toHaveLength(1);
  });

  it('leaves out an age or a grade the student has not', async () => {
    offerServer([offer({ student: { age: null, grade: null } })]);
    renderOffers();
    const card = await offerCard('Lucía');
    expect(card).not.toHaveTextContent('years old');
    expect(card).not.toHaveTextContent('Grade');
    expect(card).toHaveTextContent('Village: El Roble');
  });

  it('accepts after a confirmation, says so, and reads the list again', async () => {
    const { answers, reads } = offerServer([offer()], answering('accepted'));
    renderOffers();
    const card = await offerCard('Lucía');
    await userEvent.click(within(card).getByRole('button', { name: 'Sponsor Lucía' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sponsor Lucía?' });
    expect(dialog).toHaveTextContent('You and Lucía will be paired this year');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(answers()).toEqual([]);
    await accept(card);
    expect(await screen.findByTestId('offer-answered')).toHaveTextContent('You now sponsor Lucía.');
    expect(answers()).toEqual([{ path: answerPath, body: { answer: 'accept' } }]);
    expect(reads()).toHaveLength(2);
    await vi.waitFor(() =>
      expect(screen.getByRole('heading', { name: 'A student for you' })).toHaveFocus(),
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('declines with "Not now"', async () => {
    const { answers } = offerServer([offer()], answering('declined'));
    renderOffers();
    const card = await offerCard('Lucía');
    await userEvent.click(within(card).getByRole('button', { name: 'Not now' }));
    expect(await screen.findByTestId('offer-answered')).toHaveTextContent(
      'You answered "Not now" about Lucía.',
    );
    expect(answers()).toEqual([{ path: answerPath, body: { answer: 'decline' } }]);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it.each([
    ['STUDENT_FULL', 'errors.studentFull', 'This student already has 3 sponsors this year'],
    [
      'STUDENT_NOT_SPONSORABLE',
      'errors.studentNotSponsorable',
      'This student cannot be sponsored now',
    ],
    [
      'ALREADY_SPONSORED',
      'errors.alreadySponsored',
      'This sponsor already sponsors this student this year.',
    ],
    ['NO_AVAILABLE_YEAR', 'errors.noAvailableYear', 'There is no available year.'],
  ])('shows a refused acceptance (%s) under the card', async (code, key, words) => {
    const { reads } = offerServer([offer()], () => errorBody(409, code, key));
    renderOffers();
    const card = await offerCard('Lucía');
    await accept(card);
    expect(await within(card).findByRole('alert')).toHaveTextContent(words);
    await vi.waitFor(() => expect(reads()).toHaveLength(2));
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Sponsor Lucía' })).toBeEnabled();
  });

  it('shows the way to the agreements when they are missing', async () => {
    offerServer([offer()], () =>
      errorBody(409, 'AGREEMENTS_REQUIRED', 'errors.agreementsRequired'),
    );
    renderOffers();
    const card = await offerCard('Lucía');
    await accept(card);
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('All agreements must be accepted');
    expect(within(alert).getByRole('link', { name: 'Accept your agreements' })).toHaveAttribute(
      'href',
      '/edrocks/agreements',
    );
  });

  it('says when the offer is no longer open, above what is left', async () => {
    offerServer([offer()], (_body, state) => {
      state.list = [offer({ state: 'expired' }), offer({ id: 25, student: { firstName: 'Sara' } })];
      return areaErrorBody(SPONSOR_OFFER_ERRORS.OFFER_CLOSED);
    });
    renderOffers();
    await userEvent.click(
      within(await offerCard('Lucía')).getByRole('button', { name: 'Not now' }),
    );
    await vi.waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Lucía' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This offer is no longer open.');
    expect(await offerCard('Sara')).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await changeLanguage('es-CO', { remember: false });
    offerServer(
      [
        offer(),
        offer({ id: 23, state: 'declined', answeredAt: daysAgo(1), student: { firstName: 'Eva' } }),
      ],
      (_body, state) => {
        if (state.list.length === 2) {
          state.list = [offer({ id: 22, student: { firstName: 'Sara', age: 1 } })];
          return errorBody(409, 'AGREEMENTS_REQUIRED', 'errors.agreementsRequired');
        }
        return areaErrorBody(SPONSOR_OFFER_ERRORS.OFFER_CLOSED, { language: 'es-CO' });
      },
    );
    renderOffers();
    const section = await screen.findByRole('region', { name: 'Un estudiante para usted' });
    expect(section).toHaveTextContent('¿Le gustaría apadrinarlo?');
    expect(screen.getByTestId('offer-answered')).toHaveTextContent(
      'Usted respondió "Ahora no" sobre Eva.',
    );
    const card = await offerCard('Lucía');
    expect(card).toHaveTextContent('9 años');
    expect(card).toHaveTextContent('Grado: Quinto');
    expect(card).toHaveTextContent('Vereda: El Roble');
    expect(card).toHaveTextContent('Puede responder hasta el 15 de julio de 2026.');
    expect(within(card).getByRole('button', { name: 'Ahora no' })).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Apadrinar a Lucía' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Apadrinar a Lucía?' });
    expect(dialog).toHaveTextContent('Usted y Lucía quedarán emparejados este año');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apadrinar a Lucía' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Debe aceptar todos los acuerdos');
    expect(within(alert).getByRole('link', { name: 'Acepte sus acuerdos' })).toBeInTheDocument();
    const sara = await offerCard('Sara');
    expect(sara).toHaveTextContent('1 año');
    await userEvent.click(within(sara).getByRole('button', { name: 'Ahora no' }));
    expect(await within(sara).findByRole('alert')).toHaveTextContent(
      'Esta propuesta ya no está abierta.',
    );
  });
});
