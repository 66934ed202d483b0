// useSession draws its readers again when what they read changes, not when only the tokens do
// (a refresh rotates them while the first screen draws).
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeAccessToken, makeUser } from '../../test/fake-session';
import { session, useSession, writeStoredSession } from './index';

const HOUR = 60 * 60 * 1000;

function answer(refresh: string, firstName = 'Ana') {
  return {
    access: makeAccessToken(HOUR),
    refresh,
    data: makeUser({ firstName, fullName: `${firstName} Director` }),
  };
}

let renders = 0;
function Greeting() {
  renders += 1;
  const { userData } = useSession();
  return <p>{userData?.firstName ?? 'nobody'}</p>;
}

describe('useSession', () => {
  afterEach(() => {
    localStorage.clear();
    session.hydrate();
  });

  it('is not drawn again when a refresh, here or in another tab, brings new tokens and the same user record', () => {
    act(() => void session.adoptAuthResponse(answer('refresh-1')));
    renders = 0;
    render(<Greeting />);
    expect(screen.getByText('Ana')).toBeInTheDocument();
    expect(renders).toBe(1);

    act(() => void session.adoptAuthResponse(answer('refresh-2')));
    expect(session.getState().refreshToken).toBe('refresh-2');
    expect(renders).toBe(1);

    // Another tab's refresh, read from storage: the same.
    const other = answer('refresh-2b');
    writeStoredSession(localStorage, {
      userData: other.data,
      accessToken: other.access,
      refreshToken: other.refresh,
    });
    act(() => session.hydrate());
    expect(session.getState().refreshToken).toBe('refresh-2b');
    expect(renders).toBe(1);

    act(() => void session.adoptAuthResponse(answer('refresh-3', 'Beatriz')));
    expect(screen.getByText('Beatriz')).toBeInTheDocument();
    expect(renders).toBe(2);
  });
});
