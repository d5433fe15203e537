import { readCommunitySelf, type Organisation } from './readCommunitySelf';

const ADMINS = 'a'.repeat(32);
const STAFF = 'b'.repeat(32);
const ORG = '0123456789ABCDEF';
const organisation: Organisation = { orgId: ORG, adminGroupId: ADMINS, staffGroupId: STAFF };
const read = (status: number, body: unknown, org: Organisation = organisation) =>
  readCommunitySelf({ status, text: typeof body === 'string' ? body : JSON.stringify(body) }, org);

describe('readCommunitySelf', () => {
  it.each([
    ['498 in HTTP 200', 200, { error: { code: 498, message: 'Invalid token.' } }, 'invalid'],
    ['499 in HTTP 200', 200, { error: { code: 499, message: 'Token Required' } }, 'invalid'],
    ['a code sent as text', 200, { error: { code: '498' } }, 'invalid'],
    ['HTTP 498 without a body', 498, '', 'invalid'],
    ['403 in HTTP 200', 200, { error: { code: 403 } }, 'forbidden'],
    ['another error code', 200, { error: { code: 400, message: 'Bad' } }, 'unavailable'],
    ['a code that is not a number', 200, { error: { code: 'not-found' } }, 'unavailable'],
    ['HTTP 502', 502, { username: 'ada', orgId: ORG }, 'unavailable'],
    ['a redirect', 302, '', 'unavailable'],
    ['HTML', 200, '<html></html>', 'unavailable'],
    ['JSON without a user', 200, { ok: true }, 'unavailable'],
  ])('reads %s', (_case, status, body, kind) => {
    expect(read(status, body).kind).toBe(kind);
  });

  it('keeps only group ids and titles, and falls back to the username for a missing name', () => {
    const verdict = read(200, {
      username: 'ada',
      orgId: ORG,
      groups: [{ id: ADMINS, title: 'Admins', owner: 'x' }, { title: 'no id' }, 'junk'],
    });

    expect(verdict).toEqual({
      kind: 'valid',
      identity: {
        username: 'ada',
        fullName: 'ada',
        isAdmin: true,
        isStaff: false,
        groups: [{ id: ADMINS, title: 'Admins' }],
      },
    });
  });

  it('decides staff by membership of the staff group, by id', () => {
    const staff = read(200, { username: 'sam', orgId: ORG, groups: [{ id: STAFF, title: 'x' }] });
    const lookalike = read(200, {
      username: 'lee',
      orgId: ORG,
      groups: [{ id: 'c'.repeat(32), title: 'DOT Staff' }],
    });

    expect(staff).toMatchObject({ identity: { isStaff: true, isAdmin: false } });
    expect(lookalike).toMatchObject({ identity: { isStaff: false } });
  });

  it('counts every account of the organisation as staff when no staff group is set', () => {
    const verdict = read(
      200,
      { username: 'lee', orgId: ORG },
      { ...organisation, staffGroupId: null },
    );

    expect(verdict).toMatchObject({ kind: 'valid', identity: { isStaff: true, groups: [] } });
  });

  it.each([
    ['of another organisation', { orgId: 'FEDCBA9876543210' }],
    ['of no organisation (a public ArcGIS account)', {}],
    ['whose orgId differs only in case', { orgId: ORG.toLowerCase() }],
    ['whose orgId is not text', { orgId: 12 }],
  ])('refuses an account %s, whatever its groups', (_case, org) => {
    const verdict = read(200, { username: 'eve', ...org, groups: [{ id: ADMINS, title: 'x' }] });

    expect(verdict).toEqual({ kind: 'forbidden', reason: 'other-organisation' });
  });
});
