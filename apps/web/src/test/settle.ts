// For a test that checks something did NOT happen: a fixed wait (50 ms) passes on a loaded
// machine before the thing could have happened, and costs time on an idle one. Instead, let what
// is already under way finish: a few turns of the event loop (each a timer of 0 ms, so that the
// fake API's answers, the query cache's notifications and React's renders all get their turn),
// inside act() so React commits what they set off. The number of turns, not the clock, bounds it.
import { act } from '@testing-library/react';

const TURNS = 10;

export async function settle(): Promise<void> {
  for (let turn = 0; turn < TURNS; turn += 1) {
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  }
}
