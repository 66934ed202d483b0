// The public event page through the real route table, with the API faked at fetch: quantities
// and the total, the order sent, free tickets confirmed at once, "Sold out", "Ticket sales open
// on ...", seats being paid for, SOLD_OUT from the server, and an unknown address.
import { PUBLIC_EVENT_ENDPOINTS, type PublicEvent } from '@portal/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { errorBody, mockApi, onEndpoint } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { FIRST_LOAD } from '../../../test/screen-fixtures';

function makeEvent(overrides: Partial<PublicEvent> = {}): PublicEvent {
  return {
    slug: 'gala-2026',
    name: 'Gala 2026',
    location: 'Teatro Colón',
    startsAt: '2026-11-14T23:00:00.000Z',
    endsAt: '2026-11-15T03:00:00.000Z',
    salesStartAt: '2026-01-01T00:00:00.000Z',
    salesEndAt: '2026-11-14T20:00:00.000Z',
    timeZone: 'America/Bogota',
    saleState: 'open',
    seatsLeft: 50,
    seatsHeld: 0,
    fromPriceCents: 1500,
    currency: 'USD',
    imageUrl: null,
    description: 'An evening for the programme.',
    capacity: 100,
    ticketTypes: [
      { id: 1, name: 'Adult', priceCents: 2500, left: 50 },
      { id: 2, name: 'Student', priceCents: 1500, left: 2 },
    ],
    ...overrides,
  };
}

beforeEach(async () => {
  await changeLanguage('en-US');
});

describe('the public event page', () => {
  it('adds up the quantities and sends the order, then goes to the checkout', async () => {
    const { calls } = mockApi(
      onEndpoint(PUBLIC_EVENT_ENDPOINTS.get, () => makeEvent()),
      onEndpoint(PUBLIC_EVENT_ENDPOINTS.createOrder, () => ({
        orderId: 7,
        status: 'reserved' as const,
        checkoutUrl: '/checkout/test/cs_123',
      })),
    );
    const assigned: string[] = [];
    const original = window.location;
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...original, assign: (url: string) => assigned.push(url) },
    });
    const user = userEvent.setup();
    renderApp('/event/gala-2026');
    expect(
      await screen.findByRole('heading', { name: 'About this event' }, FIRST_LOAD),
    ).toBeVisible();
    const total = screen.getByTestId('order-total');
    expect(total).toHaveTextContent('$0.00');

    // Nothing chosen: said, and nothing sent.
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Choose at least one ticket')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'One more Adult' }));
    await user.click(screen.getByRole('button', { name: 'One more Adult' }));
    const students = screen.getByRole('spinbutton', { name: 'Number of Student tickets' });
    await user.clear(students);
    await user.type(students, '5');
    // Only 2 student tickets are left: the quantity stops there.
    expect(students).toHaveValue(2);
    expect(screen.getByRole('button', { name: 'One more Student' })).toBeDisabled();
    expect(total).toHaveTextContent('$80.00');
    await user.click(screen.getByRole('button', { name: 'One less Student' }));
    expect(total).toHaveTextContent('$65.00');

    await user.type(screen.getByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'Pérez');
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.org');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Taking you to the payment page…')).toBeVisible();
    expect(assigned).toEqual(['/checkout/test/cs_123']);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      items: [
        { ticketTypeId: 1, quantity: 2 },
        { ticketTypeId: 2, quantity: 1 },
      ],
      buyer: { firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.org' },
      language: 'en-US',
    });
    Object.defineProperty(window, 'location', { configurable: true, value: original });
  });

  it('confirms free tickets at once', async () => {
    mockApi(
      onEndpoint(PUBLIC_EVENT_ENDPOINTS.get, () =>
        makeEvent({ ticketTypes: [{ id: 3, name: 'Guest', priceCents: 0, left: 10 }] }),
      ),
      onEndpoint(PUBLIC_EVENT_ENDPOINTS.createOrder, () => ({
        orderId: 8,
        status: 'confirmed' as const,
        checkoutUrl: null,
      })),
    );
    const user = userEvent.setup();
    renderApp('/event/gala-2026');
    await user.click(await screen.findByRole('button', { name: 'One more Guest' }, FIRST_LOAD));
    await user.type(screen.getByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'Pérez');
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.org');
    await user.click(screen.getByRole('button', { name: 'Get my tickets' }));
    expect(await screen.findByTestId('order-state')).toHaveTextContent(
      'Your tickets are on their way to ana@example.org',
    );
  });

  it("shows the event's times in its own zone, labelled, in both languages", async () => {
    mockApi(onEndpoint(PUBLIC_EVENT_ENDPOINTS.get, () => makeEvent()));
    const { unmount } = renderApp('/event/gala-2026');
    const when = await screen.findByTestId('event-when', {}, FIRST_LOAD);
    // 23:00-03:00 UTC is 6 to 10 in the evening in Bogotá, as the tickets' e-mail says.
    expect(when.textContent?.replace(/[\u2009\u202f]/g, ' ')).toBe(
      'Saturday, November 14, 2026, 6:00 – 10:00 PM (Colombia Standard Time)',
    );
    unmount();
    await changeLanguage('es-CO');
    renderApp('/event/gala-2026');
    const cuando = await screen.findByTestId('event-when', {}, FIRST_LOAD);
    expect(cuando.textContent?.replace(/[\u2009\u202f]/g, ' ')).toBe(
      'sábado, 14 de noviembre de 2026, 6:00 a 10:00 p. m. (hora estándar de Colombia)',
    );
  });

  it('says "Sold out", and when sales open', async () => {
    mockApi(onEndpoint(PUBLIC_EVENT_ENDPOINTS.get, () => makeEvent({ saleState: 'soldOut' })));
    const { unmount } = renderApp('/event/gala-2026');
    expect(await screen.findByTestId('sale-state', {}, FIRST_LOAD)).toHaveTextContent(/^Sold out$/);
    expect(screen.queryByTestId('ticket-form')).not.toBeInTheDocument();
    unmount();

    mockApi(
      onEndpoint(PUBLIC_EVENT_ENDPOINTS.get, () =>
        makeEvent({ saleState: 'upcoming', salesStartAt: '2026-10-01T13:00:00.000Z' }),
      ),
    );
    renderApp('/event/gala-2026');
    // In the event's zone, labelled.
    const opens = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: 'America/Bogota',
    }).format(new Date('2026-10-01T13:00:00.000Z'));
    expect(await screen.findByTestId('sale-state', {}, FIRST_LOAD)).toHaveTextContent(
      `Ticket sales open on ${opens} (Colombia Standard Time)`,
    );
  });

  it('says the seats are being paid for, not "Sold out", while unpaid checkouts hold them', async () => {
    let reads = 0;
    const held = () => {
      reads += 1;
      return makeEvent({
        saleState: 'beingPaid',
        seatsLeft: 0,
        seatsHeld: 12,
        ticketTypes: [{ id: 1, name: 'Adult', priceCents: 2500, left: 0 }],
      });
    };
    mockApi(onEndpoint(PUBLIC_EVENT_ENDPOINTS.get, held));
    const user = userEvent.setup();
    const { unmount } = renderApp('/event/gala-2026');
    const state = await screen.findByTestId('sale-state', {}, FIRST_LOAD);
    expect(state).toHaveTextContent(
      '12 seats are being paid for right now. Try again in a few minutes: seats that are not paid for go back on sale.',
    );
    expect(state).not.toHaveTextContent('Sold out');
    expect(screen.queryByTestId('ticket-form')).not.toBeInTheDocument();
    const before = reads;
    await user.click(within(state).getByRole('button', { name: 'Check again' }));
    await expect.poll(() => reads).toBeGreaterThan(before);
    unmount();

    await changeLanguage('es-CO');
    renderApp('/event/gala-2026');
    expect(await screen.findByTestId('sale-state', {}, FIRST_LOAD)).toHaveTextContent(
      '12 cupos se están pagando en este momento.',
    );
  });

  it("shows the server's SOLD_OUT in the user's language and keeps what was typed", async () => {
    await changeLanguage('es-CO');
    mockApi(
      onEndpoint(PUBLIC_EVENT_ENDPOINTS.get, () => makeEvent()),
      onEndpoint(PUBLIC_EVENT_ENDPOINTS.createOrder, () =>
        errorBody(409, 'SOLD_OUT', 'errors.soldOut'),
      ),
    );
    const user = userEvent.setup();
    renderApp('/event/gala-2026');
    await user.click(
      await screen.findByRole('button', { name: 'Una boleta Adult más' }, FIRST_LOAD),
    );
    await user.type(screen.getByLabelText('Nombre'), 'Ana');
    await user.type(screen.getByLabelText('Apellido'), 'Pérez');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.org');
    await user.click(screen.getByRole('button', { name: 'Continuar al pago' }));
    expect(await screen.findByTestId('order-error')).toHaveTextContent('Agotado');
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana');
  });

  it('gives an unknown event a friendly page with the way to every event', async () => {
    mockApi(
      onEndpoint(PUBLIC_EVENT_ENDPOINTS.get, () => errorBody(404, 'NOT_FOUND', 'errors.notFound')),
    );
    renderApp('/event/nothing-here');
    const page = await screen.findByTestId('unknown-event', {}, FIRST_LOAD);
    expect(within(page).getByRole('link', { name: 'See all events' })).toHaveAttribute(
      'href',
      '/event',
    );
  });
});
