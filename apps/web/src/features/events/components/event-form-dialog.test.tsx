// The event form through the real route table, with the API faked at fetch: the address
// follows the name, ticket type rows are added and removed, mistakes show under their inputs,
// and the request carries cents and the UTC moments of times typed in the event's own zone.
import { EVENT_ENDPOINTS, type EventDetail } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { mockApi, onEndpoint } from '../../../test/api-mock';
import { enterText, replaceText } from '../../../test/enter-text';
import { renderApp, signIn } from '../../../test/render-app';
import { FIRST_LOAD, pageOf } from '../../../test/screen-fixtures';

beforeEach(async () => {
  await changeLanguage('en-US');
});
afterEach(() => queryClient.clear());

function savedEvent(body: Record<string, unknown>): EventDetail {
  return {
    id: 9,
    slug: 'gala-2026',
    name: String(body.name),
    nameEs: String(body.nameEs ?? ''),
    location: 'Teatro',
    startsAt: '2026-11-14T23:00:00.000Z',
    endsAt: '2026-11-15T03:00:00.000Z',
    salesStartAt: '2026-10-01T13:00:00.000Z',
    salesEndAt: '2026-11-14T20:00:00.000Z',
    timeZone: 'UTC',
    published: true,
    capacity: 100,
    seatsSold: 0,
    seatsHeld: 0,
    seatsLeft: 100,
    saleState: 'open',
    imageUrl: null,
    description: '',
    descriptionEs: '',
    currency: 'USD',
    ticketTypes: [],
    hasOrders: false,
    revenueCents: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

describe('the event form', () => {
  it('checks the rows, then creates the event with cents and UTC moments', async () => {
    const { calls } = mockApi(
      onEndpoint(EVENT_ENDPOINTS.list, () => pageOf([])),
      onEndpoint(EVENT_ENDPOINTS.create, ({ body }) => savedEvent(body as Record<string, unknown>)),
    );
    signIn({ role: 'SUPER_ADMIN' });
    const user = userEvent.setup();
    renderApp('/events/admin');
    await user.click((await screen.findAllByRole('button', { name: 'New event' }, FIRST_LOAD))[0]!);
    const form = await screen.findByTestId('event-form');
    const inside = within(form);

    await enterText(user, inside.getByRole('textbox', { name: /^Name/ }), 'Gala Año 2026');
    expect(inside.getByRole('textbox', { name: /^Web address/ })).toHaveValue('gala-ano-2026');
    // The public texts in both languages.
    await enterText(user, inside.getByRole('textbox', { name: /^Spanish name/ }), 'Gala del año');
    await enterText(
      user,
      inside.getByRole('textbox', { name: /^Spanish description/ }),
      'Una noche para el programa.',
    );

    // One row to start with; a second is added, then removed.
    expect(inside.getByRole('button', { name: 'Remove ticket type 1' })).toBeDisabled();
    await user.click(inside.getByRole('button', { name: 'Add a ticket type' }));
    expect(inside.getByTestId('ticket-type-row-1')).toBeInTheDocument();
    await user.click(inside.getByRole('button', { name: 'Remove ticket type 2' }));
    expect(inside.queryByTestId('ticket-type-row-1')).not.toBeInTheDocument();

    const entries: Array<[string | RegExp, string]> = [
      ['Ticket name of ticket type 1', 'Adult'],
      ['Price of ticket type 1', '25,5x'],
      ['Own limit of ticket type 1', '500'],
      [/^Capacity/, '100'],
      [/^Location/, 'Teatro'],
    ];
    for (const [name, text] of entries) {
      await enterText(user, inside.getByRole('textbox', { name }), text);
    }
    await user.click(inside.getByRole('button', { name: 'Save' }));
    expect(await inside.findByText('Enter an amount such as 25 or 25.50')).toBeVisible();
    expect(inside.getByText('The limit cannot be more than the capacity')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    const price = inside.getByRole('textbox', { name: 'Price of ticket type 1' });
    await replaceText(user, price, '25.50');
    const limit = inside.getByRole('textbox', { name: 'Own limit of ticket type 1' });
    await user.clear(limit);
    const moments: Array<[RegExp, string]> = [
      [/^Event start/, '2026-11-14T18:00'],
      [/^Event end/, '2026-11-14T22:00'],
      [/^Ticket sales start/, '2026-10-01T08:00'],
      [/^Ticket sales end/, '2026-11-14T15:00'],
    ];
    for (const [name, value] of moments) {
      await replaceText(user, inside.getByLabelText(name), value);
    }
    await user.click(inside.getByRole('checkbox', { name: 'Published' }));
    await user.click(inside.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Gala Año 2026',
      slug: 'gala-ano-2026',
      nameEs: 'Gala del año',
      description: '',
      descriptionEs: 'Una noche para el programa.',
      location: 'Teatro',
      capacity: 100,
      // Typed on the wall clock of the event's zone (the programme's, by default), whatever the
      // browser's zone.
      startsAt: '2026-11-14T23:00:00.000Z',
      endsAt: '2026-11-15T03:00:00.000Z',
      salesStartAt: '2026-10-01T13:00:00.000Z',
      salesEndAt: '2026-11-14T20:00:00.000Z',
      timeZone: 'America/Bogota',
      published: true,
      ticketTypes: [{ name: 'Adult', priceCents: 2550, limit: null }],
    });
  });

  it('refuses ticket sales that end after the event, under the sales end, in both languages', async () => {
    const { calls } = mockApi(onEndpoint(EVENT_ENDPOINTS.list, () => pageOf([])));
    signIn({ role: 'SUPER_ADMIN' });
    const user = userEvent.setup();
    await changeLanguage('es-CO');
    renderApp('/events/admin');
    await user.click(
      (await screen.findAllByRole('button', { name: 'Nuevo evento' }, FIRST_LOAD))[0]!,
    );
    const inside = within(await screen.findByTestId('event-form'));
    const salesEnd = inside.getByLabelText(/^Fin de la venta/);
    const moments: Array<[HTMLElement, string]> = [
      [inside.getByLabelText(/^Inicio del evento/), '2026-11-14T18:00'],
      [inside.getByLabelText(/^Fin del evento/), '2026-11-14T22:00'],
      [inside.getByLabelText(/^Inicio de la venta/), '2026-10-01T08:00'],
      [salesEnd, '2026-11-14T22:30'],
    ];
    for (const [input, value] of moments) await replaceText(user, input, value);
    await user.click(inside.getByRole('button', { name: 'Guardar' }));
    const message = 'La venta de boletas debe terminar cuando termina el evento o antes';
    expect(await inside.findByText(message)).toBeVisible();
    expect(salesEnd).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    // Sales that end with the event are fine.
    await replaceText(user, salesEnd, '2026-11-14T22:00');
    await waitFor(() => expect(inside.queryByText(message)).not.toBeInTheDocument());
  });
});
