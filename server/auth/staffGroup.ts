import type { Config } from '../config/config';
import { GROUP_IDS } from '../portal/constants';

/**
 * The portal group whose members are DOT staff: `STAFF_GROUP_ID`. With the local portal and no
 * setting, its seeded DOT Staff group, so that its demo account in no group (tims.public) is not
 * staff. Otherwise null: every account of the portal's organisation is staff.
 */
export function staffGroupId(config: Pick<Config, 'staffGroupId' | 'portal'>): string | null {
  return config.staffGroupId ?? (config.portal.local ? GROUP_IDS.staff : null);
}
