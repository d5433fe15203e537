import { LOGGED_PARAMS, redactText, redactUrl } from './redactUrl';

describe('redactUrl', () => {
  it.each([
    ['/tims/api/maps', '/tims/api/maps'],
    [
      '/tims/api/projects?f=json&offset=20&limit=10',
      '/tims/api/projects?f=json&offset=20&limit=10',
    ],
    [
      '/tims/api/projects?sort=updatedAt&order=desc',
      '/tims/api/projects?sort=updatedAt&order=desc',
    ],
    ['/tims/api/projects/export?format=csv', '/tims/api/projects/export?format=csv'],
    ['/x?f=json&token=abc', '/x?f=json&token=[Redacted]'],
    ['/x?q=bridge+repair&county=Ross', '/x?q=[Redacted]&county=[Redacted]'],
    [
      '/x?ACCESS_TOKEN=a&refresh_token=b&password=c',
      '/x?ACCESS_TOKEN=[Redacted]&refresh_token=[Redacted]&password=[Redacted]',
    ],
    // Under names no deny-list could foresee.
    ['/x?token[]=abc', '/x?token[]=[Redacted]'],
    ['/x?%2574oken=abc', '/x?[Redacted]'],
    ['/x?%74oken=abc', '/x?[Redacted]'],
    ['/x?x=1;token=abc', '/x?x=[Redacted]'],
    ['/x?f=json;token=abc', '/x?f=[Redacted]'],
    ['/tims/auth?code=abc&state=xyz', '/tims/auth?code=[Redacted]&state=[Redacted]'],
    ['/tims?code=abc', '/tims?code=[Redacted]'],
    // An allowed name whose value is not a plain word is no longer harmless.
    ['/x?f=<script>', '/x?f=[Redacted]'],
    [`/x?f=${'a'.repeat(33)}`, '/x?f=[Redacted]'],
    ['/x?F=json', '/x?F=[Redacted]'],
    // A value-less part may itself be the secret.
    ['/x?abc123secret', '/x?[Redacted]'],
    ['/x?f', '/x?f'],
    [`/x?${'n'.repeat(40)}=1`, '/x?[Redacted]'],
    ['/x?token[secret]=1', '/x?[Redacted]'],
    ['/x?q=1#part', '/x?q=[Redacted]'],
    ['/x#access_token=abc', '/x#[Redacted]'],
    ['/x?', '/x?'],
    ['/x?a=1&&f=json', '/x?a=[Redacted]&&f=json'],
  ])('%s → %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it('lets through only a small list of harmless parameters', () => {
    expect(LOGGED_PARAMS.size).toBeLessThanOrEqual(12);
    for (const name of ['q', 'where', 'code', 'state', 'token', 'callback', 'text']) {
      expect(LOGGED_PARAMS.has(name)).toBe(false);
    }
  });
});

describe('redactText', () => {
  it.each([
    ['Route GET:/x?token=abc not found', 'Route GET:/x?token=[Redacted] not found'],
    [
      'request to http://gis.example.gov/portal/sharing/rest/community/self?f=json&token=abc failed',
      'request to http://gis.example.gov/portal/sharing/rest/community/self?f=json&token=[Redacted] failed',
    ],
    [
      'in the "/tims/auth?code=abc" (GET) route?',
      'in the "/tims/auth?code=[Redacted]" (GET) route?',
    ],
    ['Is it down? Yes.', 'Is it down? Yes.'],
    ['no address here', 'no address here'],
  ])('%s → %s', (text, logged) => {
    expect(redactText(text)).toBe(logged);
  });
});
