// useSession draws its readers again when what they read changes, not when only the tokens do
// (a refresh rotates them while the first screen draws).
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeAccessToken, makeUser } from '../../test/fake-session';
import { session, useSession } from './index';

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

  it('is not drawn again when a refresh brings new tokens and the same user record', () => {
    act(() => void session.adoptAuthResponse(answer('refresh-1')));
    renders = 0;
    render(<Greeting />);
    expect(screen.getByText('Ana')).toBeInTheDocument();
    expect(renders).toBe(1);

    act(() => void session.adoptAuthResponse(answer('refresh-2')));
    expect(session.getState().refreshToken).toBe('refresh-2');
    expect(renders).toBe(1);

    act(() => void session.adoptAuthResponse(answer('refresh-3', 'Beatriz')));
    expect(screen.getByText('Beatriz')).toBeInTheDocument();
    expect(renders).toBe(2);
  });
});
