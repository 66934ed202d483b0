// On a shared computer, signing out removes the words of letters not saved yet; an expired
// session keeps them for the writer who signs in again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_ENDPOINTS } from '@portal/shared';
import { LETTER_DRAFT_STORAGE_PREFIX } from '../config/storage-keys';
import { draftStorageKey, writeStoredDraft } from '../features/letters/components/draft-storage';
import { createSessionStore, STARTUP_REFRESH_DELAY_MS } from '../lib/session/session-store';
import { writeStoredSession } from '../lib/session/storage';
import { errorBody, json, mockApi, onEndpoint } from '../test/api-mock';
import { makeAccessToken, makeUser } from '../test/fake-session';
import { forgetDraftsOnSignOut } from './forget-on-sign-out';

const HOUR = 60 * 60 * 1000;
const words = { subject: 'Hola Ana', message: 'Te escribo desde Medellín', attachment: null };

function signedInWithDrafts() {
  writeStoredSession(localStorage, {
    userData: makeUser({ role: 'SPONSOR', firstName: 'José', fullName: 'José Núñez' }),
    accessToken: makeAccessToken(HOUR),
    refreshToken: 'refresh-0',
  });
  writeStoredDraft(draftStorageKey(7, 31, 2), words);
  // Another user of the same browser, whose words are not this session's either.
  writeStoredDraft(draftStorageKey(9, 40, 1), words);
  localStorage.setItem('portal.language', 'es-CO');
}

function draftKeys(): string[] {
  return Object.keys(localStorage).filter((key) => key.startsWith(LETTER_DRAFT_STORAGE_PREFIX));
}

describe('letters not saved yet, at the end of a session', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({
      toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are removed, every user’s, when the user signs out; the language stays', async () => {
    signedInWithDrafts();
    mockApi(onEndpoint(AUTH_ENDPOINTS.logout, () => json(204)));
    const store = createSessionStore();
    forgetDraftsOnSignOut(store, localStorage);
    expect(draftKeys()).toHaveLength(2);

    await store.logOut();

    expect(draftKeys()).toEqual([]);
    expect(localStorage.getItem('portal.language')).toBe('es-CO');
  });

  it('are kept when the session only expired, for the writer who signs in again', async () => {
    signedInWithDrafts();
    mockApi(
      onEndpoint(AUTH_ENDPOINTS.refresh, () =>
        errorBody(401, 'INVALID_REFRESH_TOKEN', 'errors.invalidRefreshToken'),
      ),
    );
    const store = createSessionStore();
    forgetDraftsOnSignOut(store, localStorage);
    store.start();
    await vi.advanceTimersByTimeAsync(STARTUP_REFRESH_DELAY_MS);

    expect(store.getState().endedBy).toBe('expired');
    expect(draftKeys()).toHaveLength(2);
    store.stop();
  });
});
