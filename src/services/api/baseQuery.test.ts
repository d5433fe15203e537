import { http, HttpResponse } from 'msw';
import { API, mswServer } from '../../../test/support/mswServer';
import { retryDelayMs } from './backoff';
import { isRetryable } from './baseQuery';
import { errorInSuccessBody, normalizeError } from './normalizeError';
import { timsApi } from './timsApi';
import { createTestStore } from '../../../test/support/testStore';

describe('retry policy', () => {
  it('waits 1 s, then doubles, capped at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('retries only what may pass by itself', () => {
    expect(isRetryable({ code: 'network', message: '' })).toBe(true);
    expect(isRetryable({ code: 'internal', message: '', status: 503 })).toBe(true);
    expect(isRetryable({ code: 'rate-limited', message: '', status: 429 })).toBe(true);
    expect(isRetryable({ code: 'bad-request', message: '', status: 400 })).toBe(false);
    expect(isRetryable({ code: 'not-found', message: '', status: 404 })).toBe(false);
  });
});

describe('error normalisation', () => {
  it('reads the TIMS error envelope', () => {
    expect(
      normalizeError({ status: 400, data: { error: { code: 'bad-request', message: 'pid' } } }),
    ).toEqual({ code: 'bad-request', message: 'pid', status: 400 });
  });

  it('names failures without a body', () => {
    expect(normalizeError({ status: 502, data: 'Bad gateway' })).toEqual({
      code: 'http-502',
      message: 'HTTP 502',
      status: 502,
    });
    expect(normalizeError({ status: 'FETCH_ERROR', error: 'Failed to fetch' })).toEqual({
      code: 'network',
      message: 'Failed to fetch',
    });
  });

  it('treats an ArcGIS error delivered with HTTP 200 as an error', () => {
    expect(errorInSuccessBody({ error: { code: 498, message: 'Invalid token.' } })).toEqual({
      code: '498',
      message: 'Invalid token.',
      status: 498,
    });
    expect(errorInSuccessBody({ items: [] })).toBeUndefined();
  });

  it('gives a query the normalised error of an ArcGIS-style answer, without retrying it', async () => {
    let calls = 0;
    mswServer.use(
      http.get(`${API}/arcgis-style`, () => {
        calls += 1;
        return HttpResponse.json({ error: { code: 403, message: 'No access' } });
      }),
    );
    const probe = timsApi.injectEndpoints({
      endpoints: (build) => ({
        probe: build.query<unknown, void>({ query: () => 'arcgis-style' }),
      }),
    });
    const { store } = createTestStore();
    const result = await store.dispatch(probe.endpoints.probe.initiate());
    expect(result.error).toEqual({ code: '403', message: 'No access', status: 403 });
    expect(calls).toBe(1);
  });
});

describe('identity on API calls', () => {
  it('sends the bearer token and the username header once signed in, and nothing before', async () => {
    const seen: Record<string, string | null>[] = [];
    mswServer.use(
      http.get(`${API}/whoami`, ({ request }) => {
        seen.push({
          authorization: request.headers.get('authorization'),
          username: request.headers.get('x-tims-username'),
        });
        return HttpResponse.json({});
      }),
    );
    const probe = timsApi.injectEndpoints({
      endpoints: (build) => ({ whoami: build.query<unknown, number>({ query: () => 'whoami' }) }),
    });
    const { store, io } = createTestStore();
    await store.dispatch(probe.endpoints.whoami.initiate(1));
    io.services.session.setCredential({
      appId: 'tims-web',
      userId: 'tims.staff',
      token: 'token-1',
      expires: Date.now() + 3600_000,
      ssl: true,
    });
    await store.dispatch(probe.endpoints.whoami.initiate(2));
    expect(seen).toEqual([
      { authorization: null, username: null },
      { authorization: 'Bearer token-1', username: 'tims.staff' },
    ]);
  });
});
