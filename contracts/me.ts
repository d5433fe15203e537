import { Type, type Static } from '@sinclair/typebox';

/** `GET /tims/api/me`: the identity the server verified from the bearer token. */
export const Me = Type.Object({
  username: Type.String(),
  fullName: Type.String(),
  isAdmin: Type.Boolean({ description: 'Member of the portal group ADMIN_GROUP_ID' }),
  groups: Type.Array(Type.Object({ id: Type.String(), title: Type.String() })),
});
export type Me = Static<typeof Me>;
