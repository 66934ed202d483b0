import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';
import { getStartupRedirect } from './startup';

describe('start-up rule', () => {
  it('sends ?action=method&code=X to the agreement page, and without a code to /', () => {
    expect(getStartupRedirect('?action=method&code=abc')).toBe('/agreement/abc');
    expect(getStartupRedirect('?code=abc&action=method')).toBe('/agreement/abc');
    expect(getStartupRedirect('?action=method&code=a%20b%2Fc')).toBe('/agreement/a%20b%2Fc');
    expect(getStartupRedirect('?action=method&code=')).toBe('/');
    expect(getStartupRedirect('?action=method')).toBe('/');
    expect(getStartupRedirect('?action=other&code=abc')).toBeNull();
    expect(getStartupRedirect('')).toBeNull();
  });

  it('keeps the old entry link working', async () => {
    const { router } = renderApp('/?action=method&code=abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agreement/abc'));
    expect(await screen.findByRole('heading', { name: 'Parent agreement' })).toBeInTheDocument();
  });

  it('goes to the start page when the link has no code', async () => {
    const { router } = renderApp('/?action=method');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('');
  });
});
