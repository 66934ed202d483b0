// Calls through endpoint contracts: the path is filled from the contract (encoded), the method,
// query and body come from it, and a call without a required parameter cannot be written.
import { describe, expect, it } from 'vitest';
import { PLACE_ENDPOINTS, STUDENT_ENDPOINTS, endpointPath } from '@portal/shared';
import { json, mockApi, onEndpoint } from '../test/api-mock';
import { signIn } from '../test/render-app';
import { callEndpoint } from './call-endpoint';

const place = {
  id: 7,
  kind: 'school',
  name: 'Colegio San José',
  countryId: 1,
  countryCode: 'CO',
  countryName: 'Colombia',
  stateId: null,
  stateName: null,
  enabled: true,
  registrationEnabled: false,
  registrationCode: 'K7QM3XPA',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('callEndpoint', () => {
  it('fills the path, sends the method and body of the contract and answers its result', async () => {
    signIn();
    const api = mockApi(
      onEndpoint(PLACE_ENDPOINTS.school.update, () => json(200, place), { params: { id: 7 } }),
    );
    const saved = await callEndpoint(PLACE_ENDPOINTS.school.update, {
      params: { id: 7 },
      body: { name: 'Colegio San José' },
    });
    expect(saved.registrationCode).toBe('K7QM3XPA');
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.method).toBe('PATCH');
    expect(api.calls[0]?.body).toEqual({ name: 'Colegio San José' });
  });

  it('puts only the given query values in the URL', async () => {
    signIn();
    const api = mockApi(
      onEndpoint(STUDENT_ENDPOINTS.list, () =>
        json(200, { items: [], total: 0, page: 2, pageSize: 50 }),
      ),
    );
    await callEndpoint(STUDENT_ENDPOINTS.list, {
      query: { page: 2, q: 'José', villageId: undefined },
    });
    const url = api.calls[0]?.url;
    expect(url?.searchParams.get('page')).toBe('2');
    expect(url?.searchParams.get('q')).toBe('José');
    expect(url?.searchParams.has('villageId')).toBe(false);
  });

  it('encodes path parameters and refuses a missing one', () => {
    expect(endpointPath({ path: '/edrocks/api/files/:id' }, { id: 'a/b c' })).toBe(
      '/edrocks/api/files/a%2Fb%20c',
    );
    expect(() => endpointPath(STUDENT_ENDPOINTS.get, {})).toThrow(/Missing path parameter "id"/);
  });
});
