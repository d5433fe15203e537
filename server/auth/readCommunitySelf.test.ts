import { readCommunitySelf } from './readCommunitySelf';

const ADMINS = 'a'.repeat(32);
const read = (status: number, body: unknown) =>
  readCommunitySelf(
    { status, text: typeof body === 'string' ? body : JSON.stringify(body) },
    ADMINS,
  );

describe('readCommunitySelf', () => {
  it.each([
    ['498 in HTTP 200', 200, { error: { code: 498, message: 'Invalid token.' } }, 'invalid'],
    ['499 in HTTP 200', 200, { error: { code: 499, message: 'Token Required' } }, 'invalid'],
    ['a code sent as text', 200, { error: { code: '498' } }, 'invalid'],
    ['HTTP 498 without a body', 498, '', 'invalid'],
    ['403 in HTTP 200', 200, { error: { code: 403 } }, 'forbidden'],
    ['another error code', 200, { error: { code: 400, message: 'Bad' } }, 'unavailable'],
    ['a code that is not a number', 200, { error: { code: 'not-found' } }, 'unavailable'],
    ['HTTP 502', 502, { username: 'ada' }, 'unavailable'],
    ['a redirect', 302, '', 'unavailable'],
    ['HTML', 200, '<html></html>', 'unavailable'],
    ['JSON without a user', 200, { ok: true }, 'unavailable'],
  ])('reads %s', (_case, status, body, kind) => {
    expect(read(status, body).kind).toBe(kind);
  });

  it('keeps only group ids and titles, and falls back to the username for a missing name', () => {
    const verdict = read(200, {
      username: 'ada',
      groups: [{ id: ADMINS, title: 'Admins', owner: 'x' }, { title: 'no id' }, 'junk'],
    });

    expect(verdict).toEqual({
      kind: 'valid',
      identity: {
        username: 'ada',
        fullName: 'ada',
        isAdmin: true,
        groups: [{ id: ADMINS, title: 'Admins' }],
      },
    });
  });
});
