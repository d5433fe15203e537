import { portalApi } from '../../services/api/portalApi';

/** What Update User answers (contract §1.2: refusals arrive as errors through the base query). */
export interface UpdateUserAnswer {
  success: boolean;
  username: string;
}

/**
 * Writes to the signed-in user's portal profile: ArcGIS's Update User
 * (`POST community/users/{username}/update`), form-encoded as ArcGIS clients post, the token in
 * the header like every portal call.
 */
export const profileEndpoints = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** The interface language the user chose (one of TIMS's languages) becomes the profile's. */
    saveProfileCulture: build.mutation<UpdateUserAnswer, { username: string; culture: string }>({
      query: ({ username, culture }) => ({
        url: `community/users/${encodeURIComponent(username)}/update`,
        method: 'POST',
        body: new URLSearchParams({ f: 'json', culture }),
      }),
      invalidatesTags: ['PortalUser'],
    }),
  }),
});
