import { Type, type Static } from '@sinclair/typebox';

const Ok = Type.Literal('ok');
const Error = Type.Literal('error');

/**
 * `GET /tims/api/health`: liveness and readiness, never rate limited. 503 when this server
 * cannot use its database (`error`, or `full`: the disk is full); 200 otherwise, `degraded`
 * while another program holds the database's write lock (`busy`: reads go on, writes are
 * refused for the moment) or the portal does not answer (sign-in and signed-in features are
 * down for every server alike, anonymous use goes on).
 */
export const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  version: Type.String(),
  uptimeSeconds: Type.Number(),
  checks: Type.Object({
    /** Can the database read and write (a write rolled back, and room left on SQLite's disk)? */
    database: Type.Union([Ok, Type.Literal('busy'), Type.Literal('full'), Error]),
    /** Does the portal answer `portals/self`? */
    portal: Type.Union([Ok, Error]),
  }),
});
export type Health = Static<typeof Health>;
