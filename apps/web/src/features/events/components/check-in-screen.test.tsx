// The check-in screen through the real route table, with the API faked at fetch: a ticket
// checked in, the second attempt saying when it was checked in (in the user's time zone), an
// unknown code; the code is sent without dashes and the field is ready for the next guest.
import { TICKET_CHECK_IN_ENDPOINTS } from '@portal/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { errorBody, mockApi, onEndpoint } from '../../../test/api-mock';
import { renderApp, signIn } from '../../../test/render-app';
import { FIRST_LOAD } from '../../../test/screen-fixtures';

const CHECKED_IN_AT = '2026-11-14T23:41:00.000Z';

beforeEach(async () => {
  await changeLanguage('en-US');
});
afterEach(() => queryClient.clear());

describe('check-in', () => {
  it('checks a ticket in, then says it was already checked in and when', async () => {
    let isCheckedIn = false;
    const { calls } = mockApi(
      onEndpoint(TICKET_CHECK_IN_ENDPOINTS.checkIn, () => {
        if (isCheckedIn) {
          return errorBody(409, 'TICKET_ALREADY_CHECKED_IN', 'errors.ticketAlreadyCheckedIn', {
            params: { checkedInAt: CHECKED_IN_AT },
          });
        }
        isCheckedIn = true;
        return {
          ticket: {
            code: 'ABCD-EFGH-JKMN',
            eventId: 3,
            eventName: 'Gala 2026',
            eventStartsAt: '2026-11-14T23:00:00.000Z',
            ticketType: 'Adult',
            buyerName: 'Ana Pérez',
            checkedInAt: CHECKED_IN_AT,
          },
        };
      }),
    );
    signIn({ role: 'ADMIN' });
    const user = userEvent.setup();
    renderApp('/events/check-in');
    const code = await screen.findByRole('textbox', { name: 'Ticket code' }, FIRST_LOAD);
    await waitFor(() => expect(code).toHaveFocus());

    await user.type(code, 'abcd-efgh-jkmn{Enter}');
    const result = screen.getByTestId('check-in-result');
    await waitFor(() => expect(result).toHaveTextContent('Checked in'));
    expect(result).toHaveTextContent('Adult · Ana Pérez');
    expect(result).toHaveAttribute('aria-live', 'assertive');
    expect(calls.at(-1)?.body).toEqual({ code: 'ABCDEFGHJKMN' });
    expect(code).toHaveValue('');
    expect(code).toHaveFocus();

    await user.type(code, 'ABCDEFGHJKMN');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    const time = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(CHECKED_IN_AT));
    await waitFor(() => expect(result).toHaveTextContent('Already checked in'));
    expect(result).toHaveTextContent(`Checked in at ${time}`);
    expect(code).toHaveFocus();
  });

  it('says when a code is invalid, and asks for a code when none was typed', async () => {
    const { calls } = mockApi(
      onEndpoint(TICKET_CHECK_IN_ENDPOINTS.checkIn, () =>
        errorBody(422, 'TICKET_CODE_INVALID', 'errors.ticketCodeInvalid'),
      ),
    );
    signIn({ role: 'ADMIN' });
    const user = userEvent.setup();
    renderApp('/events/check-in');
    const code = await screen.findByRole('textbox', { name: 'Ticket code' }, FIRST_LOAD);
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText("Type the ticket's code")).toBeVisible();
    expect(calls).toHaveLength(0);

    await user.type(code, 'ZZZZ-ZZZZ-ZZZZ{Enter}');
    const result = screen.getByTestId('check-in-result');
    await waitFor(() => expect(result).toHaveTextContent('Invalid code'));
    expect(result).toHaveTextContent('No ticket has this code');
  });

  it('keeps typing available when there is no camera', async () => {
    mockApi();
    signIn({ role: 'ADMIN' });
    const user = userEvent.setup();
    renderApp('/events/check-in');
    await user.click(
      await screen.findByRole('button', { name: 'Scan with the camera' }, FIRST_LOAD),
    );
    expect(await screen.findByTestId('camera-problem')).toHaveTextContent(
      'You can type the code instead.',
    );
    expect(screen.getByRole('textbox', { name: 'Ticket code' })).toBeEnabled();
  });
});
