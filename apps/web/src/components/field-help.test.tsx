// The short help beside a field: named after the field, shown on keyboard focus and on a tap,
// hidden again by Escape, a second tap or a tap elsewhere.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FieldHelp } from './field-help';

const TEXT = 'It stops working when a new code is generated.';

function renderHelp() {
  render(
    <>
      <FieldHelp field="Registration code" text={TEXT} />
      <button type="button">Elsewhere</button>
    </>,
  );
  return screen.getByRole('button', { name: 'About “Registration code”' });
}

describe('FieldHelp', () => {
  it('shows its text on keyboard focus and hides it on Escape', async () => {
    const user = userEvent.setup();
    const button = renderHelp();
    await user.tab();
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(TEXT);
    expect(button).toHaveAccessibleDescription(TEXT);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('opens on a tap and closes on a tap elsewhere', async () => {
    const user = userEvent.setup();
    const button = renderHelp();
    await user.click(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(TEXT);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });
});
