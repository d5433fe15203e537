import { Type, type Static } from '@sinclair/typebox';

const CheckStatus = Type.Union([Type.Literal('ok'), Type.Literal('error')]);

/** `GET /tims/api/health`: liveness and readiness. 200 when ready, 503 when a check fails. */
export const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  version: Type.String(),
  uptimeSeconds: Type.Number(),
  checks: Type.Object({
    database: CheckStatus,
  }),
});
export type Health = Static<typeof Health>;
