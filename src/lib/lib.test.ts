import { pageSegment, PAGE_NAMES } from '../../contracts/pages';
import { absoluteUrl, apiBaseUrl } from './absoluteUrl';
import { knownError } from './errorCatalogue';
import { dateTimeFormat, numberFormat } from './intlFormats';
import { pageNameOfPath } from './pagePaths';
import { REDACTED, redactSecrets } from '../../contracts/redactSecrets';

describe('absoluteUrl', () => {
  it('joins origin, base path and path', () => {
    expect(absoluteUrl('/projects', 'https://dot.example.gov')).toBe(
      'https://dot.example.gov/tims/projects',
    );
    expect(apiBaseUrl('https://dot.example.gov')).toBe('https://dot.example.gov/tims/api');
  });

  it('throws when the path does not start with /', () => {
    expect(() => absoluteUrl('projects')).toThrow('Path must start with /');
  });
});

describe('page names', () => {
  it('maps every page name of the spec to its route segment', () => {
    expect(PAGE_NAMES.map(pageSegment)).toEqual([
      'glossary',
      'home',
      'standardmaps',
      'map',
      'mapviewers',
      'projects',
      'projects/details',
      'help',
    ]);
  });

  it('throws "Invalid page name" for anything else', () => {
    expect(() => pageSegment('Admin')).toThrow('Invalid page name');
    expect(() => pageSegment('toString')).toThrow('Invalid page name');
  });

  it.each([
    ['/', 'Home'],
    ['/projects', 'Projects'],
    ['/projects/details', 'Project Details'],
    ['/map/wid/abc', 'Map viewer'],
    ['/mapviewers/group/1', 'Map viewers'],
    ['/maps', 'Maps'],
    ['/data/dataset/abc', 'Data'],
    ['/support/faq', 'Support'],
    ['/profile', null],
    ['/nowhere', null],
  ])('names the page of %s', (path, name) => {
    expect(pageNameOfPath(path)).toBe(name);
  });
});

describe('redactSecrets', () => {
  it('replaces secret-looking keys and token parameters, keeping the rest', () => {
    const action = {
      type: 'auth/signedIn',
      payload: {
        username: 'ada',
        token: 'abc',
        credential: { refreshToken: 'r' },
        password: 'p',
        url: 'https://portal/sharing/rest/portals/self?f=json&token=secret1&x=1',
        list: [{ access_token: 'z' }],
      },
    };
    expect(redactSecrets(action)).toEqual({
      type: 'auth/signedIn',
      payload: {
        username: 'ada',
        token: REDACTED,
        credential: REDACTED,
        password: REDACTED,
        url: `https://portal/sharing/rest/portals/self?f=json&token=${REDACTED}&x=1`,
        list: [{ access_token: REDACTED }],
      },
    });
    expect(action.payload.token).toBe('abc');
  });

  it('finds secret parameters under the names clients and attackers spell oddly', () => {
    const urls = [
      'https://x/q?token[]=S1&f=json',
      'https://x/q?%2574oken=S2',
      'https://x/q?%74oken=S3',
      'https://x/q?x=1;token=S4',
      'https://x/tims/auth?code=S5&state=S6',
      'https://x/q?TOKEN=S7',
      'https://x/q?refresh%5Ftoken=S8',
    ];
    const redacted = redactSecrets(urls).join(' ');
    expect(redacted).not.toMatch(/S\d/);
    expect(redacted).toContain('f=json');
    expect(redactSecrets('pid=543449&sort=name, and a=b in words')).toBe(
      'pid=543449&sort=name, and a=b in words',
    );
  });
});

describe('error catalogue', () => {
  it('fills the placeholders of a known error', () => {
    expect(
      knownError('identity-manager:not-authorized', { user: 'tims.staff', url: 'https://x/rest' }),
    ).toEqual({
      code: 'identity-manager:not-authorized',
      message:
        "You are currently signed in as: 'tims.staff'. You do not have access to this resource: https://x/rest",
    });
    expect(knownError('identity-manager:user-aborted')).toEqual({
      code: 'identity-manager:user-aborted',
      message: 'ABORTED',
    });
  });
});

describe('Intl formats', () => {
  it('makes one formatter per language and options, and formats as Intl does', () => {
    const money = { style: 'currency', currency: 'USD', maximumFractionDigits: 0 } as const;
    expect(numberFormat('en-US', money)).toBe(numberFormat('en-US', { ...money }));
    expect(numberFormat('de', money)).not.toBe(numberFormat('en-US', money));
    expect(numberFormat('en-US')).not.toBe(numberFormat('en-US', money));
    expect(numberFormat('de', money).format(1234567)).toBe(
      new Intl.NumberFormat('de', money).format(1234567),
    );
    const day = { dateStyle: 'medium', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('fr', day)).toBe(dateTimeFormat('fr', day));
    expect(dateTimeFormat('fr', day).format(Date.UTC(2026, 10, 25))).toBe('25 nov. 2026');
  });

  it('keeps formatting when more option sets are asked for than it keeps', () => {
    for (let digits = 0; digits <= 20; digits++) {
      for (const language of [
        'en',
        'de',
        'fr',
        'ar',
        'ja',
        'pl',
        'ru',
        'es',
        'he',
        'ko',
        'zh',
        'it',
        'tr',
      ]) {
        numberFormat(language, { maximumFractionDigits: digits });
      }
    }
    expect(numberFormat('en', { maximumFractionDigits: 2 }).format(1.2345)).toBe('1.23');
  });
});
