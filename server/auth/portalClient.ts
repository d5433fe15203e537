import type { Verdict } from './identity';
import { readCommunitySelf, type Organisation, type PortalResponse } from './readCommunitySelf';

/** The one portal call the API makes; tests and other portals plug in here. */
export interface PortalClient {
  /** Never rejects: a portal that cannot be reached is the verdict `unavailable`. */
  communitySelf(token: string): Promise<Verdict>;
}

/**
 * Posts a form to a path under the portal root (e.g. `/sharing/rest/community/self`). Rejects
 * when the portal cannot be reached or does not answer in time.
 */
export type PortalTransport = (path: string, form: URLSearchParams) => Promise<PortalResponse>;

/** The groups that make an account an administrator or staff (ADMIN_GROUP_ID, STAFF_GROUP_ID). */
export type Roles = Omit<Organisation, 'orgId'>;

const COMMUNITY_SELF = '/sharing/rest/community/self';
const PORTALS_SELF = '/sharing/rest/portals/self';

/** Why `portals/self` gave no organisation id: the verdict is then `unavailable`. */
class NoOrganisation extends Error {}

export function createPortalClient(transport: PortalTransport, roles: Roles): PortalClient {
  // A portal's organisation never changes: asked once, kept for the life of the process. A
  // failure is not kept, so a portal that comes back is asked again.
  let orgId: Promise<string> | undefined;
  const organisation = () => {
    orgId ??= readOrgId(transport).catch((error: unknown) => {
      orgId = undefined;
      throw error;
    });
    return orgId;
  };

  return {
    async communitySelf(token) {
      // In the body, not the URL: URLs end up in access logs on both sides.
      const form = new URLSearchParams({ f: 'json', token });
      try {
        // Side by side: a slow portal costs one timeout, not two.
        const [id, response] = await Promise.all([organisation(), transport(COMMUNITY_SELF, form)]);
        return readCommunitySelf(response, { ...roles, orgId: id });
      } catch (error) {
        return { kind: 'unavailable', reason: describeFailure(error) };
      }
    },
  };
}

/**
 * The portal's organisation id. Asked anonymously: with a token, ArcGIS Online answers the
 * organisation of the token's account, which would let every account match its own.
 */
async function readOrgId(transport: PortalTransport): Promise<string> {
  let response: PortalResponse;
  try {
    response = await transport(PORTALS_SELF, new URLSearchParams({ f: 'json' }));
  } catch (error) {
    throw new NoOrganisation(`portals/self: ${describeFailure(error)}`);
  }
  let body: unknown;
  try {
    body = JSON.parse(response.text);
  } catch {
    body = undefined;
  }
  const id = typeof body === 'object' && body !== null ? (body as { id?: unknown }).id : undefined;
  if (response.status !== 200 || typeof id !== 'string' || id === '') {
    // e.g. PORTAL_URL naming www.arcgis.com instead of the organisation's own URL.
    throw new NoOrganisation(
      `portals/self answered HTTP ${response.status} without an organisation id: PORTAL_URL must name the organisation's portal`,
    );
  }
  return id;
}

/** Why the call failed, for the log: fetch hides the socket error in `cause`. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error instanceof NoOrganisation || error.name === 'TimeoutError') return error.message;
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  const detail = typeof cause?.code === 'string' ? cause.code : cause?.message;
  return typeof detail === 'string' ? `${error.message} (${detail})` : error.message;
}
