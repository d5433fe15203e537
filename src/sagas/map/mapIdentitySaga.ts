import { call, getContext, select, takeEvery } from 'redux-saga/effects';
import { mapViewReady } from '../../features/map/mapSlice';
import {
  credentialRefreshed,
  selectSession,
  sessionExpired,
  signedOut,
  userSignedIn,
  type SessionState,
} from '../../features/portal/portalSlice';
import type { Services } from '../../services/services';
import { servicesUrl } from './servicesUrl';

/**
 * Hands TIMS's portal session to @arcgis/core whenever a map is shown and whenever the token
 * changes, so protected layers and portal items load with it; takes it back at sign-out.
 */
function* registerToken() {
  const { map, session }: Services = yield getContext('services');
  const identity = map.identity();
  const credential = session.credential();
  const portalUrl = session.portalUrl();
  const state: SessionState = yield select(selectSession);
  if (!identity || !credential || !portalUrl || state !== 'signed-in') return;
  yield call([identity, identity.registerPortalToken], {
    portalUrl,
    servicesUrl: servicesUrl(),
    token: credential.token,
    expires: credential.expires,
    userId: credential.userId,
  });
}

function* forget() {
  const { map }: Services = yield getContext('services');
  const identity = map.identity();
  if (identity) yield call([identity, identity.clear]);
}

export function* mapIdentitySaga() {
  yield takeEvery([mapViewReady, userSignedIn, credentialRefreshed], registerToken);
  yield takeEvery([signedOut, sessionExpired], forget);
}
