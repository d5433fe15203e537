import type { PayloadAction } from '@reduxjs/toolkit';
import { call, getContext, putResolve, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { RootState } from '../../app/store';
import { portalEndpoints } from '../../features/portal/portalEndpoints';
import { profileEndpoints } from '../../features/portal/profileEndpoints';
import { languageChosen } from '../../features/shell/languageEvents';
import {
  selectSession,
  selectUser,
  userSignedIn,
  type SessionState,
} from '../../features/portal/portalSlice';
import type { PortalUser, PortalUserJson } from '../../features/portal/portalTypes';
import type { AppError } from '../../lib/appError';
import type { Services } from '../../services/services';
import { runQuery, type QueryResult } from './runQuery';

/** The user JSON's `culture` (contract §2.5): the language of the profile, null if never chosen. */
type UserWithCulture = PortalUserJson & { culture?: string | null };

/**
 * The profile's language as the portal last answered it: community/self, read by the session
 * just before `userSignedIn` (still in RTK Query's cache), else asked again.
 */
function* profileLanguage() {
  const { language }: Services = yield getContext('services');
  const cached: { data?: UserWithCulture } = yield select(
    portalEndpoints.endpoints.getCommunitySelf.select(undefined) as (state: RootState) => {
      data?: UserWithCulture;
    },
  );
  let json = cached.data;
  if (!json) {
    const asked: QueryResult<UserWithCulture> = yield call(
      runQuery,
      portalEndpoints.endpoints.getCommunitySelf,
      undefined,
    );
    json = asked.data;
  }
  return language.known(json?.culture);
}

/** Saves `language` to the user's profile; a failure is logged, never in the visitor's way. */
function* saveToProfile(username: string, language: string) {
  const { logger }: Services = yield getContext('services');
  const thunk = profileEndpoints.endpoints.saveProfileCulture.initiate(
    { username, culture: language },
    { track: false },
  );
  const result: { error?: AppError } = yield putResolve(
    thunk as unknown as Parameters<typeof putResolve>[0],
  );
  if (result.error) {
    yield call([logger, logger.warn], 'The language could not be saved to the profile', {
      language,
      error: result.error,
    });
  }
}

/**
 * A session was established: a browser that never chose a language takes the profile's; one
 * that chose (in the picker, or through a link's `?lang=`) keeps its own and the profile
 * follows it.
 */
function* reconcileWithProfile() {
  const { language }: Services = yield getContext('services');
  const user: PortalUser | null = yield select(selectUser);
  if (!user) return;
  const inProfile: string | undefined = yield call(profileLanguage);
  const inBrowser = language.remembered();
  if (!inBrowser) {
    if (inProfile && inProfile !== language.current()) {
      yield call([language, language.change], inProfile);
    }
    return;
  }
  if (inBrowser !== inProfile) yield call(saveToProfile, user.username, inBrowser);
}

/** The visitor chose a language in the picker: a signed-in user's profile keeps it too. */
function* saveChosenLanguage({ payload }: PayloadAction<string>) {
  const user: PortalUser | null = yield select(selectUser);
  if (user) yield call(saveToProfile, user.username, payload);
}

/**
 * The interface language and the signed-in user's portal profile (`culture`) kept in step
 * (spec §9: the choice is remembered in local storage and in the profile).
 */
export function* languageProfileSaga() {
  // Started after the session saga (one task each): a session already established is not missed.
  const session: SessionState = yield select(selectSession);
  if (session === 'signed-in') yield call(reconcileWithProfile);
  yield takeEvery(userSignedIn.type, reconcileWithProfile);
  yield takeLatest(languageChosen.type, saveChosenLanguage);
}
