// The portal on a shared computer (a school's, a village office's): a user who signs out leaves
// nothing of theirs for the next one. Their session is gone already; the words of letters they
// had not saved yet are removed too, here or in another tab. A session that only expired keeps
// them, so that the writer who signs in again finds their words (the phone app forgets
// everything at any end of a session: app/pwa.ts).
import { clearLetterDrafts } from '../lib/offline/clear-letter-drafts';

interface SessionEnds {
  getState(): { endedBy: 'signedOut' | 'expired' | null };
  subscribe(listener: () => void): unknown;
}

export function forgetDraftsOnSignOut(session: SessionEnds, storage: Storage): void {
  session.subscribe(() => {
    if (session.getState().endedBy !== 'signedOut') return;
    try {
      clearLetterDrafts(storage);
    } catch {
      // Storage unavailable: nothing was kept there either.
    }
  });
}
