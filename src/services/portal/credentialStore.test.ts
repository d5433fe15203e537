import {
  CREDENTIAL_COOKIE,
  readCredential,
  removeCredential,
  writeCredential,
} from './credentialStore';
import { hasFreshToken, isValidCredential, type PortalCredential } from './credential';

const PORTAL = 'https://gis.example.gov/portal';
const now = Date.now();
const credential: PortalCredential = {
  appId: 'tims-web',
  userId: 'tims.staff',
  token: 't1',
  expires: now + 3 * 3600_000,
  refreshToken: 'r1',
  refreshTokenExpires: now + 14 * 24 * 3600_000,
  ssl: true,
};

describe('credential storage', () => {
  beforeEach(() => window.history.pushState({}, '', '/tims/profile')); // the cookie's path
  afterEach(() => {
    removeCredential(PORTAL);
    window.history.pushState({}, '', '/');
  });

  it('is scoped to the app: pages outside /tims do not see it', () => {
    writeCredential(PORTAL, credential);
    window.history.pushState({}, '', '/elsewhere');
    expect(readCredential(PORTAL)).toBeNull();
    window.history.pushState({}, '', '/tims/');
    expect(readCredential(PORTAL)).toEqual(credential);
  });

  it('keeps credentials in one cookie grouped by auth namespace and portal URL', () => {
    writeCredential(PORTAL, credential);
    writeCredential('https://other.example.gov/portal', { ...credential, token: 't2' });
    expect(readCredential(PORTAL)).toEqual(credential);
    const cookie = document.cookie.split('; ').find((c) => c.startsWith(`${CREDENTIAL_COOKIE}=`))!;
    expect(Object.keys(JSON.parse(decodeURIComponent(cookie.split('=')[1]!))['/'])).toEqual([
      PORTAL,
      'https://other.example.gov/portal',
    ]);
    removeCredential('https://other.example.gov/portal');
  });

  it('forgets a removed credential and survives a damaged cookie', () => {
    writeCredential(PORTAL, credential);
    removeCredential(PORTAL);
    expect(readCredential(PORTAL)).toBeNull();
    document.cookie = `${CREDENTIAL_COOKIE}=%7Bnot-json; Path=/tims`;
    expect(readCredential(PORTAL)).toBeNull();
  });
});

describe('credential validity (spec §4)', () => {
  it('needs a user, a token or refresh token, and more than 30 minutes or no expiry', () => {
    expect(isValidCredential(credential, now)).toBe(true);
    expect(isValidCredential({ ...credential, userId: '' }, now)).toBe(false);
    expect(isValidCredential({ ...credential, refreshTokenExpires: undefined }, now)).toBe(true);
    const noRefresh = { ...credential, refreshToken: undefined, refreshTokenExpires: undefined };
    expect(isValidCredential({ ...noRefresh, expires: now + 31 * 60_000 }, now)).toBe(true);
    expect(isValidCredential({ ...noRefresh, expires: now + 30 * 60_000 }, now)).toBe(false);
    expect(isValidCredential({ ...noRefresh, expires: 0 }, now)).toBe(false);
  });

  it("judges a refreshable credential by its refresh token's expiry, not the access token's", () => {
    const accessAlmostDone = { ...credential, expires: now + 29 * 60_000 };
    expect(isValidCredential(accessAlmostDone, now)).toBe(true);
    expect(isValidCredential({ ...credential, refreshTokenExpires: now + 29 * 60_000 }, now)).toBe(
      false,
    );
  });

  it('uses an access token as is until a minute before it expires', () => {
    expect(hasFreshToken({ ...credential, expires: now + 29 * 60_000 }, now)).toBe(true);
    expect(hasFreshToken({ ...credential, expires: now + 61_000 }, now)).toBe(true);
    expect(hasFreshToken({ ...credential, expires: now + 60_000 }, now)).toBe(false);
    expect(hasFreshToken({ ...credential, token: '' }, now)).toBe(false);
  });
});
