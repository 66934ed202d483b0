import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { OfflineBanner } from './offline-banner';

/** 21 March 2026, 14:05 UTC: 9:05 a.m. in Bogotá. */
const SAVED_AT = Date.UTC(2026, 2, 21, 14, 5);

function renderBanner(client: QueryClient) {
  return render(
    <QueryClientProvider client={client}>
      <OfflineBanner />
    </QueryClientProvider>,
  );
}

function goOffline(isOffline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!isOffline);
  act(() => {
    window.dispatchEvent(new Event(isOffline ? 'offline' : 'online'));
  });
}

describe('the offline banner', () => {
  afterEach(async () => {
    await changeLanguage('en-US', { remember: false });
  });

  it('says nothing online, and offline when the kept answers were saved, in the phone’s zone', async () => {
    const client = new QueryClient();
    client.setQueryData(['students', 'list', {}], { items: [] }, { updatedAt: SAVED_AT });
    renderBanner(client);
    expect(screen.queryByTestId('offline-banner')).toBeNull();

    goOffline(true);
    const when = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(SAVED_AT);
    expect(await screen.findByTestId('offline-banner')).toHaveTextContent(
      `Offline — showing what was saved on ${when}`,
    );
    expect(screen.getByTestId('offline-banner')).toHaveAttribute('role', 'status');

    goOffline(false);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });

  it('speaks Spanish, and says so when nothing was kept yet', async () => {
    await changeLanguage('es-CO', { remember: false });
    renderBanner(new QueryClient());
    goOffline(true);
    expect(await screen.findByTestId('offline-banner')).toHaveTextContent(
      'Sin conexión — aún no hay nada guardado en este teléfono',
    );
  });
});
