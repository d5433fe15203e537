import { createPortalClient, type PortalTransport } from './portalClient';
import type { PortalResponse } from './readCommunitySelf';

const ORG = 'KTcxiTD9dsQw4r7Z';
const roles = { adminGroupId: 'a'.repeat(32), staffGroupId: null };
const user = (orgId: string) => ({ status: 200, text: JSON.stringify({ username: 'ada', orgId }) });

/** A portal answering `portals/self` and `community/self` from scripts, recording each call. */
function scriptedTransport(portalSelf: (() => Promise<PortalResponse>)[], self = user(ORG)) {
  const calls: { path: string; form: Record<string, string> }[] = [];
  const transport: PortalTransport = async (path, form) => {
    calls.push({ path, form: Object.fromEntries(form) });
    if (path === '/sharing/rest/community/self') return self;
    const next = portalSelf.shift();
    if (!next) throw new Error(`unexpected ${path}`);
    return next();
  };
  return { transport, calls };
}

const answer =
  (body: unknown, status = 200) =>
  () =>
    Promise.resolve({ status, text: JSON.stringify(body) });

describe('createPortalClient', () => {
  it("asks portals/self for the organisation once, anonymously, and checks the account's", async () => {
    const { transport, calls } = scriptedTransport([answer({ id: ORG, name: 'DOT' })]);
    const client = createPortalClient(transport, roles);

    expect((await client.communitySelf('t1')).kind).toBe('valid');
    expect((await client.communitySelf('t2')).kind).toBe('valid');

    const portalSelf = calls.filter((call) => call.path === '/sharing/rest/portals/self');
    expect(portalSelf).toEqual([{ path: '/sharing/rest/portals/self', form: { f: 'json' } }]);
  });

  it('refuses an account of another organisation', async () => {
    const { transport } = scriptedTransport([answer({ id: ORG })], user('SomeOtherOrg0000'));
    const client = createPortalClient(transport, roles);

    expect(await client.communitySelf('t')).toEqual({
      kind: 'forbidden',
      reason: 'other-organisation',
    });
  });

  it.each([
    ['cannot be reached', () => Promise.reject(new Error('connect ECONNREFUSED'))],
    ['answers HTTP 502', answer({ id: ORG }, 502)],
    ['answers an error envelope', answer({ error: { code: 400, message: 'Invalid URL' } })],
    ['answers without an organisation id', answer({ name: 'ArcGIS Online' })],
    ['answers HTML', () => Promise.resolve({ status: 200, text: '<html></html>' })],
  ])('is unavailable, and asks again next time, when portals/self %s', async (_case, first) => {
    const { transport } = scriptedTransport([first, answer({ id: ORG })]);
    const client = createPortalClient(transport, roles);

    const verdict = await client.communitySelf('t');
    expect(verdict.kind).toBe('unavailable');
    expect(verdict).toMatchObject({ reason: expect.stringContaining('portals/self') });
    expect((await client.communitySelf('t')).kind).toBe('valid');
  });

  it('asks portals/self once for concurrent first calls', async () => {
    const { transport, calls } = scriptedTransport([answer({ id: ORG })]);
    const client = createPortalClient(transport, roles);

    await Promise.all([client.communitySelf('a'), client.communitySelf('b')]);

    expect(calls.filter((call) => call.path.endsWith('/portals/self'))).toHaveLength(1);
  });
});
