import type { DatasetAccess } from '../../contracts/datasets';
import type { Identity } from '../auth/identity';

/**
 * Whether a caller may read a dataset. Staff-only datasets are for signed-in staff: members of
 * the staff group (`STAFF_GROUP_ID`, or the local portal's DOT Staff), or every account of the
 * portal's organisation when no staff group is set — as the staff-only FeatureServers decide.
 */
export function mayRead(access: DatasetAccess, identity: Identity | null): boolean {
  return access === 'public' || identity?.isStaff === true;
}
