import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * A stand-in ArcGIS portal for the API's tests: `community/self` as the portal contract (§1.2,
 * §2.5) describes it, with users, groups and tokens the test controls, and switches that make it
 * misbehave the way real portals do. Listens on a free port of 127.0.0.1 under `/portal`.
 */
export interface TestPortal {
  /** Portal root, e.g. `http://127.0.0.1:41234/portal`: the value of PORTAL_URL. */
  url: string;
  /** `community/self` calls received so far. */
  readonly calls: number;
  /** `portals/self` calls received so far (TIMS asks once, for the organisation's id). */
  readonly portalSelfCalls: number;
  /** Calls that carried a token in the URL (should stay 0: URLs end up in logs). */
  readonly tokensInUrl: number;
  /** A fresh token for a user, valid for `expiresInMs` (30 min by default). */
  signIn(username: TestUsername, expiresInMs?: number): string;
  expire(token: string): void;
  revoke(token: string): void;
  /** Answers HTTP 500 from now on. */
  answersServerError(): void;
  /** Answers HTTP 200 with an HTML page (a proxy's error page, a misconfigured URL). */
  answersHtml(): void;
  /** Waits `ms` before every answer. */
  answersSlowly(ms: number): void;
  /** Back to answering normally. */
  answersNormally(): void;
  /** Stops listening: connections are refused. */
  goDown(): Promise<void>;
  close(): Promise<void>;
}

export const ADMIN_GROUP_ID = '7c1ea6a3f5d94f0e9b1f3c2a5d4e6f70';
/** The group to set as STAFF_GROUP_ID: ada, sam and dee are in it, lee is not. */
export const STAFF_GROUP_ID = '0a1b2c3d4e5f60718293a4b5c6d7e8f9';
/** The portal's organisation (`portals/self` → `id`); otto's account belongs to another one. */
export const ORG_ID = '0123456789ABCDEF';

const GROUPS = {
  admins: { id: ADMIN_GROUP_ID, title: 'TIMS Administrators' },
  staff: { id: STAFF_GROUP_ID, title: 'DOT Staff' },
  // Same title as the admin group, other id: admin is decided by id, never by title.
  lookalike: { id: 'ffffffffffffffffffffffffffffffff', title: 'TIMS Administrators' },
};

const USERS = {
  ada: { fullName: 'Ada Admin', groups: [GROUPS.admins, GROUPS.staff], disabled: false },
  sam: { fullName: 'Sam Staff', groups: [GROUPS.staff, GROUPS.lookalike], disabled: false },
  dee: { fullName: 'Dee Disabled', groups: [GROUPS.staff], disabled: true },
  lee: { fullName: 'Lee Public', groups: [], disabled: false },
  // Valid at this portal (as any ArcGIS Online account is at ArcGIS Online), even in the admin
  // group's id, but of another organisation.
  otto: {
    fullName: 'Otto Outsider',
    groups: [GROUPS.admins, GROUPS.staff],
    disabled: false,
    orgId: 'FEDCBA9876543210',
  },
};
export type TestUsername = keyof typeof USERS;

const INVALID_TOKEN = { error: { code: 498, message: 'Invalid token.', details: [] } };
const TOKEN_REQUIRED = {
  error: { code: 499, message: 'Token Required', messageCode: 'GWM_0003', details: [] },
};
const FORBIDDEN = {
  error: {
    code: 403,
    messageCode: 'GWM_0003',
    message: 'You do not have permissions to access this resource or perform this operation.',
    details: [],
  },
};

type Behaviour = { kind: 'normal' | 'server-error' | 'html' } | { kind: 'slow'; ms: number };

export async function startTestPortal(): Promise<TestPortal> {
  const tokens = new Map<string, { username: TestUsername; expiresAt: number }>();
  let behaviour: Behaviour = { kind: 'normal' };
  let calls = 0;
  let portalSelfCalls = 0;
  let tokensInUrl = 0;
  let down = false;

  // forceCloseConnections: a slow answer still pending must not hold `close()` up.
  const portal = Fastify({ logger: false, forceCloseConnections: true });
  portal.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  /** The switches' effect, shared by every resource; undefined when the answer is normal. */
  async function misbehave(reply: FastifyReply): Promise<FastifyReply | undefined> {
    if (behaviour.kind === 'slow') {
      const { ms } = behaviour;
      await new Promise((resolve) => setTimeout(resolve, ms).unref());
    }
    if (behaviour.kind === 'server-error') return reply.code(500).send('Internal Server Error');
    if (behaviour.kind === 'html') return reply.type('text/html').send('<html>Sign in</html>');
    return undefined;
  }

  async function portalSelf(_request: FastifyRequest, reply: FastifyReply) {
    portalSelfCalls += 1;
    return (await misbehave(reply)) ?? { id: ORG_ID, name: 'Test DOT', isPortal: true };
  }
  portal.get('/portal/sharing/rest/portals/self', portalSelf);
  portal.post('/portal/sharing/rest/portals/self', portalSelf);

  async function communitySelf(request: FastifyRequest, reply: FastifyReply) {
    calls += 1;
    const query = request.query as Record<string, string | undefined>;
    const body = (request.body ?? {}) as Record<string, string | undefined>;
    if (query.token !== undefined) tokensInUrl += 1;
    const misbehaved = await misbehave(reply);
    if (misbehaved) return misbehaved;

    // ArcGIS answers token problems with HTTP 200 and an error body, never a 401.
    const token = body.token ?? query.token;
    if (!token) return TOKEN_REQUIRED;
    const session = tokens.get(token);
    if (!session || session.expiresAt <= Date.now()) return INVALID_TOKEN;
    const user: { fullName: string; disabled: boolean; groups: object[]; orgId?: string } =
      USERS[session.username];
    if (user.disabled) return FORBIDDEN;
    return {
      username: session.username,
      id: session.username,
      fullName: user.fullName,
      email: `${session.username}@example.test`,
      orgId: user.orgId ?? ORG_ID,
      role: 'org_user',
      privileges: ['portal:user:createItem'],
      groups: user.groups.map((group) => ({ ...group, owner: 'ada', access: 'org' })),
    };
  }
  portal.get('/portal/sharing/rest/community/self', communitySelf);
  portal.post('/portal/sharing/rest/community/self', communitySelf);

  const address = await portal.listen({ port: 0, host: '127.0.0.1' });
  const close = async () => {
    if (down) return;
    down = true;
    await portal.close();
  };

  return {
    url: `${address}/portal`,
    get calls() {
      return calls;
    },
    get portalSelfCalls() {
      return portalSelfCalls;
    },
    get tokensInUrl() {
      return tokensInUrl;
    },
    signIn(username, expiresInMs = 30 * 60_000) {
      const token = `TP-${randomBytes(24).toString('base64url')}`;
      tokens.set(token, { username, expiresAt: Date.now() + expiresInMs });
      return token;
    },
    expire(token) {
      const session = tokens.get(token);
      if (session) session.expiresAt = 0;
    },
    revoke(token) {
      tokens.delete(token);
    },
    answersServerError: () => void (behaviour = { kind: 'server-error' }),
    answersHtml: () => void (behaviour = { kind: 'html' }),
    answersSlowly: (ms) => void (behaviour = { kind: 'slow', ms }),
    answersNormally: () => void (behaviour = { kind: 'normal' }),
    goDown: close,
    close,
  };
}
