import { Type, type Static } from '@sinclair/typebox';

/** The one error envelope every API error uses: `{ error: { code, message, details? } }`. */
export const ErrorBody = Type.Object({
  error: Type.Object({
    code: Type.String({ description: 'Stable machine-readable code, e.g. `not-found`' }),
    message: Type.String({ description: 'Human-readable English explanation' }),
    details: Type.Optional(Type.Unknown()),
  }),
});
export type ErrorBody = Static<typeof ErrorBody>;
