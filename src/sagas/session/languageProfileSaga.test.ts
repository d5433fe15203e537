import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mswServer } from '../../../test/support/mswServer';
import { PORTAL } from '../../../test/support/portalHandlers';
import { createTestServices, type TestServices } from '../../../test/support/testServices';
import { languageChosen } from '../../features/shell/languageEvents';
import { setUpSession, signInThroughPortal, type SessionSetup } from './sessionTestSetup';

/** A page load with a stored credential of `username`, whose profile says `culture`. */
function returningUser({
  culture,
  remembered,
  username = 'tims.staff',
}: {
  culture?: string;
  remembered?: string;
  username?: string;
}) {
  const io = createTestServices();
  io.language.remembered = remembered;
  if (remembered) io.language.current = remembered;
  const setup = setUpSession({ io });
  if (culture) setup.portal.cultures.set(username, culture);
  io.storedCredentials.set(PORTAL, setup.portal.credentialFor(username));
  return setup;
}

const signedIn = (setup: SessionSetup) =>
  waitFor(() => expect(setup.portalState().session).toBe('signed-in'));

/** Lets the sagas finish what the last action started (a request through MSW takes turns). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the language and the signed-in user’s profile', () => {
  it('a browser that never chose takes the language of the profile', async () => {
    const setup = returningUser({ culture: 'de' });
    await signedIn(setup);
    await waitFor(() => expect(setup.io.language.changes).toEqual(['de']));
    expect(setup.io.language.current).toBe('de');
    expect(setup.portal.updates).toEqual([]);
  });

  it('reads the profile’s culture in any case (ArcGIS writes pt-br)', async () => {
    const setup = returningUser({ culture: 'pt-br' });
    await signedIn(setup);
    await waitFor(() => expect(setup.io.language.changes).toEqual(['pt-BR']));
  });

  it('changes nothing for a profile without a culture, or with one TIMS does not speak', async () => {
    for (const culture of [undefined, 'tlh', 'en-US']) {
      const setup = returningUser({ culture });
      await signedIn(setup);
      await settle();
      expect(setup.io.language.changes).toEqual([]);
      expect(setup.portal.updates).toEqual([]);
    }
  });

  it('a browser that chose keeps its language and saves it to a profile that differs', async () => {
    const setup = returningUser({ culture: 'de', remembered: 'fr' });
    await signedIn(setup);
    await waitFor(() =>
      expect(setup.portal.updates).toEqual([{ username: 'tims.staff', culture: 'fr' }]),
    );
    expect(setup.portal.cultures.get('tims.staff')).toBe('fr');
    expect(setup.io.language.changes).toEqual([]);
  });

  it('a profile that never had a language gets the one the browser chose', async () => {
    const setup = returningUser({ remembered: 'ja' });
    await signedIn(setup);
    await waitFor(() =>
      expect(setup.portal.updates).toEqual([{ username: 'tims.staff', culture: 'ja' }]),
    );
  });

  it('nothing is saved when the browser and the profile agree', async () => {
    const setup = returningUser({ culture: 'nl', remembered: 'nl' });
    await signedIn(setup);
    await settle();
    expect(setup.portal.updates).toEqual([]);
    expect(setup.io.language.changes).toEqual([]);
  });

  it('takes the profile’s language when the user signs in on the portal’s page', async () => {
    const io = createTestServices();
    const setup = setUpSession({ io });
    setup.portal.cultures.set('tims.admin', 'sv');
    await signInThroughPortal(setup, 'tims.admin');
    await waitFor(() => expect(io.language.changes).toEqual(['sv']));
  });

  it('saves a language chosen while signed in to the profile, not while signed out', async () => {
    const anonymous = setUpSession();
    await waitFor(() => expect(anonymous.portalState().session).toBe('anonymous'));
    anonymous.store.dispatch(languageChosen('it'));
    await settle();
    expect(anonymous.portal.updates).toEqual([]);

    const setup = returningUser({ culture: 'en', remembered: 'en' });
    await signedIn(setup);
    setup.store.dispatch(languageChosen('uk'));
    await waitFor(() =>
      expect(setup.portal.updates).toEqual([{ username: 'tims.staff', culture: 'uk' }]),
    );
    expect(setup.portal.cultures.get('tims.staff')).toBe('uk');
  });

  it('logs a profile that refuses the language, and the next choice is still saved', async () => {
    const setup = returningUser({ culture: 'en', remembered: 'en' });
    await signedIn(setup);
    mswServer.use(
      http.post(
        `${PORTAL}/sharing/rest/community/users/:user/update`,
        () =>
          HttpResponse.json({
            error: { code: 400, message: 'Unable to update user.', details: [] },
          }),
        { once: true },
      ),
    );
    setup.store.dispatch(languageChosen('ko'));
    await waitFor(() => expect(warnings(setup.io)).toHaveLength(1));
    expect(warnings(setup.io)[0]).toMatchObject({
      message: 'The language could not be saved to the profile',
      details: [{ language: 'ko', error: { code: '400' } }],
    });
    expect(setup.portal.updates).toEqual([]);

    setup.store.dispatch(languageChosen('el'));
    await waitFor(() =>
      expect(setup.portal.updates).toEqual([{ username: 'tims.staff', culture: 'el' }]),
    );
  });
});

function warnings(io: TestServices) {
  return io.logs.filter((line) => line.level === 'warn' && line.message.includes('language'));
}
