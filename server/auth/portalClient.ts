import type { Verdict } from './identity';
import { readCommunitySelf, type PortalResponse } from './readCommunitySelf';

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

const COMMUNITY_SELF = '/sharing/rest/community/self';

export function createPortalClient(transport: PortalTransport, adminGroupId: string): PortalClient {
  return {
    async communitySelf(token) {
      // In the body, not the URL: URLs end up in access logs on both sides.
      const form = new URLSearchParams({ f: 'json', token });
      try {
        return readCommunitySelf(await transport(COMMUNITY_SELF, form), adminGroupId);
      } catch (error) {
        return { kind: 'unavailable', reason: describeFailure(error) };
      }
    },
  };
}

/** Why the call failed, for the log: fetch hides the socket error in `cause`. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return error.message;
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  const detail = typeof cause?.code === 'string' ? cause.code : cause?.message;
  return typeof detail === 'string' ? `${error.message} (${detail})` : error.message;
}
