import type { DatasetAccess } from '../../contracts/datasets';
import type { Identity } from '../auth/identity';

/**
 * Whether a caller may read a dataset. Staff-only datasets are for signed-in staff; until the
 * staff group is configured (issue 13, `STAFF_GROUP_ID`), every verified signed-in account of the
 * portal's organisation counts as staff, as the staff-only FeatureServers already decide.
 */
export function mayRead(access: DatasetAccess, identity: Identity | null): boolean {
  return access === 'public' || identity !== null;
}
