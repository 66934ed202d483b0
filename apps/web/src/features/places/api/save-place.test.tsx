// Saving a school or village refreshes the lookup lists at once (every form's pick lists show
// the enabled places by name), not when their cache would have expired.
import { PLACE_ENDPOINTS } from '@portal/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { QUERY_KEYS } from '../../../config/query-keys';
import { json, mockApi, onEndpoint } from '../../../test/api-mock';
import { signIn } from '../../../test/render-app';
import { useSavePlace } from './save-place';

const saved = {
  id: 3,
  kind: 'village',
  name: 'Vereda Nueva',
  countryId: 1,
  countryCode: 'CO',
  countryName: 'Colombia',
  stateId: null,
  stateName: null,
  enabled: true,
  registrationEnabled: false,
  registrationCode: 'V1LL4GE9',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('useSavePlace', () => {
  it('marks the lookup lists stale once a village is saved', async () => {
    signIn();
    mockApi(onEndpoint(PLACE_ENDPOINTS.village.create, () => json(201, saved)));
    const queryClient = new QueryClient();
    queryClient.setQueryData(QUERY_KEYS.lists, { villages: [] });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSavePlace('village', undefined), { wrapper });
    expect(queryClient.getQueryState(QUERY_KEYS.lists)?.isInvalidated).toBe(false);
    await act(() => result.current.mutateAsync({ name: 'Vereda Nueva', countryId: 1 }));
    expect(queryClient.getQueryState(QUERY_KEYS.lists)?.isInvalidated).toBe(true);
  });
});
