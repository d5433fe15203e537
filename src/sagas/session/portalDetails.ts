import { all, call, getContext, spawn } from 'redux-saga/effects';
import { portalEndpoints } from '../../features/portal/portalEndpoints';
import type { PortalInfo } from '../../features/portal/portalTypes';
import type { Services } from '../../services/services';
import { runQuery, type QueryResult } from './runQuery';

const { getPortalSettings, getPortalRegions, getCategorySchema, getClassificationSchema } =
  portalEndpoints.endpoints;

/**
 * The portal's other reads of spec §7, once portals/self is in: its settings and regions in the
 * culture of the user, else of the portal, else of the page (as @arcgis/core's Portal asks), its
 * category and classification schemas. They land in RTK Query's cache for the screens; a
 * failure is logged and stops nothing (none of them is needed to sign in).
 */
function* readPortalDetails(info: PortalInfo, userCulture: string | undefined) {
  const { language, logger }: Services = yield getContext('services');
  const culture = userCulture || info.culture || language.current();
  const results: QueryResult[] = yield all([
    call(runQuery, getPortalSettings, { culture }),
    call(runQuery, getPortalRegions, { culture }),
    call(runQuery, getCategorySchema, undefined),
    call(runQuery, getClassificationSchema, undefined),
  ]);
  const failed = results.filter((result) => result.error).map((result) => result.error);
  if (failed.length) yield call([logger, logger.warn], 'Portal details not read', failed);
}

/** Starts the reads without holding up the session (the sign-in does not wait for them). */
export function* loadPortalDetails(info: PortalInfo, userCulture?: string) {
  yield spawn(readPortalDetails, info, userCulture);
}
