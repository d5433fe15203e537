import type { Identity, Verdict } from './identity';

export interface PortalResponse {
  status: number;
  text: string;
}

/** What decides who may use TIMS and as what: the portal's organisation and two of its groups. */
export interface Organisation {
  /** The portal's own organisation (`portals/self` → `id`); other accounts are refused. */
  orgId: string;
  /** Members are TIMS administrators (ADMIN_GROUP_ID). */
  adminGroupId: string;
  /** Members are DOT staff (STAFF_GROUP_ID); null: every account of the organisation is. */
  staffGroupId: string | null;
}

/** Error codes of the portal's envelope that mean "this token is no good": sign in again. */
const INVALID_TOKEN_CODES = new Set([401, 498, 499]);

/**
 * The verdict of a `community/self` answer. ArcGIS portals report a bad token as HTTP 200 with
 * `{ error: { code: 498 } }`, so the body decides, never the status alone. Anything that is not
 * a clear answer about the token (5xx, not JSON, an unexpected shape) means the portal is not
 * working, which must not sign the user out. A valid account of another organisation is
 * `forbidden`: any ArcGIS Online account's token is valid at ArcGIS Online (contract §5.4).
 */
export function readCommunitySelf(response: PortalResponse, organisation: Organisation): Verdict {
  const { status } = response;
  if (status >= 500) return unavailable(`the portal answered HTTP ${status}`);
  let body: unknown;
  try {
    body = JSON.parse(response.text);
  } catch {
    body = undefined;
  }
  const code = errorCode(body) ?? (status >= 300 ? status : undefined);
  if (code !== undefined) {
    if (INVALID_TOKEN_CODES.has(code)) return { kind: 'invalid' };
    if (code === 403) return { kind: 'forbidden' };
    return unavailable(`the portal answered error ${code || '(no numeric code)'} (HTTP ${status})`);
  }
  if (!isRecord(body) || typeof body.username !== 'string' || body.username === '') {
    return unavailable(`the portal answered HTTP ${status} without a user`);
  }
  // Exact: organisation ids are case-sensitive, and an account of no organisation has none.
  if (body.orgId !== organisation.orgId) return { kind: 'forbidden', reason: 'other-organisation' };
  return { kind: 'valid', identity: identityOf(body, body.username, organisation) };
}

function unavailable(reason: string): Verdict {
  return { kind: 'unavailable', reason };
}

/** The numeric `error.code` of the envelope, if the body is one (some servers send it as text). */
function errorCode(body: unknown): number | undefined {
  if (!isRecord(body) || !isRecord(body.error)) return undefined;
  const code = Number(body.error.code);
  return Number.isInteger(code) ? code : 0;
}

function identityOf(
  body: Record<string, unknown>,
  username: string,
  { adminGroupId, staffGroupId }: Organisation,
): Identity {
  const groups = (Array.isArray(body.groups) ? body.groups : [])
    .filter(isRecord)
    .filter((group) => typeof group.id === 'string')
    .map((group) => ({
      id: String(group.id),
      title: typeof group.title === 'string' ? group.title : '',
    }));
  const member = (groupId: string) => groups.some((group) => group.id === groupId);
  return {
    username,
    fullName: typeof body.fullName === 'string' && body.fullName !== '' ? body.fullName : username,
    // By id: group titles are not unique, and anyone may create a group with a given title.
    isAdmin: member(adminGroupId),
    isStaff: staffGroupId === null || member(staffGroupId),
    groups,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
