import { call, getContext, put, select } from 'redux-saga/effects';
import { portalEndpoints } from '../../features/portal/portalEndpoints';
import {
  groupsFetchFailed,
  portalLoaded,
  portalLoadFailed,
  portalLoadStarted,
  selectPortalInfo,
  userSignedIn,
} from '../../features/portal/portalSlice';
import type { PortalInfo, PortalUser, PortalUserJson } from '../../features/portal/portalTypes';
import { selectConfig } from '../../features/shell/appSlice';
import type { AppConfig } from '../../../contracts/config';
import type { AppError } from '../../lib/appError';
import { knownError } from '../../lib/errorCatalogue';
import type { PortalCredential } from '../../services/portal/credential';
import type { Services } from '../../services/services';
import { loadPortalDetails } from './portalDetails';
import { runQuery } from './runQuery';

/**
 * The portal did not answer (network, time-out, a server error): the portal is unavailable,
 * which says nothing about the token.
 */
export function isUnreachable(error: AppError): boolean {
  return error.code === 'network' || error.code === 'timeout' || (error.status ?? 0) >= 500;
}

/**
 * Loads portals/self (with the token when there is one; `auto` is treated as no-prompt: the
 * token in hand or none, never a prompt); `user` is kept apart from the info. Then the portal's
 * other reads (spec §7).
 */
export function* loadPortal() {
  const { language }: Services = yield getContext('services');
  yield put(portalLoadStarted());
  const result: { data?: PortalInfo & { user?: unknown }; error?: AppError } = yield call(
    runQuery,
    portalEndpoints.endpoints.getPortalSelf,
    { culture: language.current() },
  );
  if (result.error || !result.data) {
    yield put(portalLoadFailed(result.error ?? { code: 'unknown', message: 'No portal info' }));
    return false;
  }
  const { user, ...info } = result.data;
  yield put(portalLoaded(info));
  yield call(loadPortalDetails, info, (user as { culture?: string } | undefined)?.culture);
  return true;
}

function thumbnailUrl(portalUrl: string, json: PortalUserJson): string | null {
  if (!json.thumbnail) return null;
  return `${portalUrl}/sharing/rest/community/users/${encodeURIComponent(json.username)}/info/${encodeURIComponent(json.thumbnail)}`;
}

/**
 * `established`: the user is set. `refused`: the portal refused the token (the caller destroys
 * it). `unavailable`: the portal could not be asked (the credential is kept for later).
 */
export type SessionOutcome =
  | { outcome: 'established' }
  | { outcome: 'refused'; error?: AppError }
  | { outcome: 'unavailable'; error: AppError };

/**
 * A credential is in hand (stored, refreshed or just obtained): register it, check it, load the
 * portal, set the user, fetch the groups, decide the admin flag (spec §4).
 */
export function* establishSession(credential: PortalCredential) {
  const { session }: Services = yield getContext('services');
  session.setCredential(credential);
  const status: { error?: AppError } = yield call(
    runQuery,
    portalEndpoints.endpoints.checkSignInStatus,
    undefined,
  );
  if (status.error?.code === '498' || status.error?.code === '499') {
    return { outcome: 'refused' } satisfies SessionOutcome;
  }
  if (status.error && isUnreachable(status.error)) {
    return { outcome: 'unavailable', error: status.error } satisfies SessionOutcome;
  }
  const info: PortalInfo | null = yield select(selectPortalInfo);
  if (!info) yield call(loadPortal);
  const self: { data?: PortalUserJson; error?: AppError } = yield call(
    runQuery,
    portalEndpoints.endpoints.getCommunitySelf,
    undefined,
  );
  if (self.error && isUnreachable(self.error)) {
    return { outcome: 'unavailable', error: self.error } satisfies SessionOutcome;
  }
  if (!self.data) {
    if (self.error?.code !== '498') {
      yield put(groupsFetchFailed(self.error ?? knownError('portal:not-authenticated')));
    }
    return { outcome: 'refused' } satisfies SessionOutcome;
  }
  // The portal vouches for accounts of other organisations too (ArcGIS Online for every one):
  // TIMS signs in its portal's own, as the server decides (server/auth).
  const portal: PortalInfo | null = yield select(selectPortalInfo);
  if (portal?.id && self.data.orgId && self.data.orgId !== portal.id) {
    const error = knownError('portal:other-organisation', { user: self.data.username });
    return { outcome: 'refused', error } satisfies SessionOutcome;
  }
  const config: AppConfig | null = yield select(selectConfig);
  const groups = (self.data.groups ?? []).map(({ id, title }) => ({ id, title }));
  const user: PortalUser = {
    username: self.data.username,
    fullName: self.data.fullName ?? self.data.username,
    thumbnailUrl: thumbnailUrl(session.portalUrl() ?? '', self.data),
    groups,
  };
  const isAdmin = groups.some((group) => group.id === config?.portal.adminGroupId);
  yield put(userSignedIn({ user, isAdmin, tokenExpires: credential.expires }));
  return { outcome: 'established' } satisfies SessionOutcome;
}
