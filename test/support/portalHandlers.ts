import { createHash } from 'node:crypto';
import { http, HttpResponse } from 'msw';

/** The portal of the test config (test/support/mswServer.ts `makeConfig`). */
export const PORTAL = 'https://localhost/portal';
const REST = `${PORTAL}/sharing/rest`;

export const ADMIN_GROUP_ID = 'admins';

interface TestUser {
  username: string;
  fullName: string;
  /** The organisation of the account; the test portal's own is `org1`. */
  orgId: string;
  groups: { id: string; title: string }[];
}

export const USERS: Record<string, TestUser> = {
  'tims.admin': {
    username: 'tims.admin',
    fullName: 'Alex Morgan',
    orgId: 'org1',
    groups: [{ id: ADMIN_GROUP_ID, title: 'TIMS Administrators' }],
  },
  'tims.staff': {
    username: 'tims.staff',
    fullName: 'Sam Rivera, P.E.',
    orgId: 'org1',
    groups: [{ id: 'staff', title: 'DOT Staff' }],
  },
  // An account the portal knows (ArcGIS Online vouches for every organisation's) of another one.
  'otto.elsewhere': {
    username: 'otto.elsewhere',
    fullName: 'Otto Elsewhere',
    orgId: 'org2',
    groups: [],
  },
};

const invalidToken = () =>
  HttpResponse.json({ error: { code: 498, message: 'Invalid token.', details: [] } });

/**
 * A small portal answering as the contract says (errors at HTTP 200), with state the tests
 * read and steer: issued codes, access and refresh tokens, revocations.
 */
export function createTestPortal(tokenLifetimeSeconds = 1800) {
  const codes = new Map<string, { username: string; challenge: string }>();
  const accessTokens = new Map<string, string>(); // token → username
  const refreshTokens = new Map<string, string>();
  const revoked: string[] = [];
  /** The `culture` of each user's profile (null when never chosen), and every Update User. */
  const cultures = new Map<string, string>();
  const updates: { username: string; culture: string | null }[] = [];
  let issued = 0;

  const issue = (username: string) => {
    issued += 1;
    const access = `access-${issued}`;
    const refresh = `refresh-${issued}`;
    accessTokens.set(access, username);
    refreshTokens.set(refresh, username);
    return HttpResponse.json({
      access_token: access,
      expires_in: tokenLifetimeSeconds,
      username,
      ssl: true,
      refresh_token: refresh,
      refresh_token_expires_in: 1_209_600,
    });
  };

  const userOf = (request: Request) => {
    const header = request.headers.get('X-Esri-Authorization');
    const token = header?.replace(/^Bearer /, '');
    return { token, username: token ? accessTokens.get(token) : undefined };
  };

  const handlers = [
    http.get(REST, ({ request }) => {
      const { token, username } = userOf(request);
      return token && !username ? invalidToken() : HttpResponse.json({ currentVersion: '2024.1' });
    }),
    http.get(`${REST}/portals/self`, ({ request }) => {
      const { token, username } = userOf(request);
      if (token && !username) return invalidToken();
      return HttpResponse.json({
        id: 'org1',
        name: 'Test Portal',
        isPortal: true,
        ...(username ? { user: { username } } : {}),
      });
    }),
    // The portal's other reads after portals/self (spec §7).
    http.get(`${REST}/portals/self/settings`, () =>
      HttpResponse.json({ informationalBanner: { enabled: false } }),
    ),
    http.get(`${REST}/portals/regions`, () =>
      HttpResponse.json([{ region: 'US', localizedName: 'United States', defaultLanguage: 'en' }]),
    ),
    http.get(`${REST}/portals/self/categorySchema`, () =>
      HttpResponse.json({ categorySchema: [] }),
    ),
    http.get(`${REST}/portals/self/classification/classificationSchema`, () =>
      HttpResponse.json({ classificationSchema: {} }),
    ),
    http.get(`${REST}/community/self`, ({ request }) => {
      const { username } = userOf(request);
      if (!username) return invalidToken();
      return HttpResponse.json({ ...USERS[username], culture: cultures.get(username) ?? null });
    }),
    // Update User, for the culture only (server/portal/routes/updateUser.ts).
    http.post(`${REST}/community/users/:user/update`, async ({ request, params }) => {
      const { username } = userOf(request);
      if (!username) return invalidToken();
      if (params.user !== username) {
        return HttpResponse.json({ error: { code: 403, message: 'Forbidden', details: [] } });
      }
      const culture = new URLSearchParams(await request.text()).get('culture');
      if (culture) cultures.set(username, culture);
      updates.push({ username, culture });
      return HttpResponse.json({ success: true, username });
    }),
    http.post(`${REST}/oauth2/token`, async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      if (form.get('grant_type') === 'authorization_code') {
        const code = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const challenge = createHash('sha256')
          .update(form.get('code_verifier') ?? '')
          .digest('base64url');
        if (!code || code.challenge !== challenge) {
          return HttpResponse.json({
            error: {
              code: 400,
              error: 'invalid_grant',
              error_description: 'Invalid code',
              message: 'Invalid code',
            },
          });
        }
        return issue(code.username);
      }
      const refresh = form.get('refresh_token') ?? '';
      const username = refreshTokens.get(refresh);
      if (!username) return invalidToken();
      refreshTokens.delete(refresh); // rotation
      return issue(username);
    }),
    http.post(`${REST}/oauth2/revokeToken`, async ({ request }) => {
      const token = new URLSearchParams(await request.text()).get('auth_token') ?? '';
      revoked.push(token);
      accessTokens.delete(token);
      refreshTokens.delete(token);
      return HttpResponse.json({ success: true });
    }),
  ];

  return {
    handlers,
    revoked,
    accessTokens,
    cultures,
    updates,
    /** The visitor signed in on the portal's page: the code the portal redirects back with. */
    approve(authorizeUrl: string, username: string) {
      const url = new URL(authorizeUrl);
      const code = `code-${codes.size + 1}`;
      codes.set(code, { username, challenge: url.searchParams.get('code_challenge') ?? '' });
      return { code, state: url.searchParams.get('state') };
    },
    /** A stored credential of `username`, as a tab that signed in earlier left it. */
    credentialFor(username: string) {
      issued += 1;
      const token = `access-${issued}`;
      accessTokens.set(token, username);
      refreshTokens.set(`refresh-${issued}`, username);
      return {
        appId: 'tims-web',
        userId: username,
        token,
        expires: Date.now() + 2 * 3600_000,
        refreshToken: `refresh-${issued}`,
        refreshTokenExpires: Date.now() + 14 * 24 * 3600_000,
        ssl: true,
      };
    },
    /** The portal expires or revokes a token behind the app's back. */
    invalidate(token: string) {
      accessTokens.delete(token);
    },
  };
}
