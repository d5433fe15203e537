import type { Me } from '../../contracts/me';

/** Who a request comes from, as the portal confirmed it. The same shape as `GET /tims/api/me`. */
export type Identity = Me;

/**
 * What the portal said about one token. `invalid` (498/499) and `forbidden` (403) are answers
 * about the token; `unavailable` is about the portal and says nothing about the token, so it is
 * never cached and never reported to the caller as a bad sign-in.
 */
export type Verdict =
  | {
      kind: 'valid';
      identity: Identity;
      /** Epoch ms; set when the portal client knows when the token expires. */
      tokenExpiresAt?: number;
    }
  | { kind: 'invalid' }
  /**
   * The portal refused the account (disabled), or `other-organisation`: the portal vouches for
   * it but it belongs to another organisation than the portal's own (e.g. any ArcGIS Online
   * account when the portal is an ArcGIS Online organisation).
   */
  | { kind: 'forbidden'; reason?: 'other-organisation' }
  | { kind: 'unavailable'; reason: string };
