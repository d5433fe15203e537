import { Type, type Static } from '@sinclair/typebox';

/**
 * `GET /tims/api/me`: the identity the server verified from the bearer token. Only accounts of the
 * portal's own organisation are ever verified (another organisation's account is refused).
 */
export const Me = Type.Object({
  username: Type.String(),
  fullName: Type.String(),
  isAdmin: Type.Boolean({ description: 'Member of the portal group ADMIN_GROUP_ID' }),
  isStaff: Type.Boolean({
    description:
      'DOT staff (staff-only layers and datasets): member of the portal group STAFF_GROUP_ID; ' +
      "without that setting, every account of the portal's organisation",
  }),
  groups: Type.Array(Type.Object({ id: Type.String(), title: Type.String() })),
});
export type Me = Static<typeof Me>;
