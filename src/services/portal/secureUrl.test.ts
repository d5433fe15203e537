import { secureUrl, urlForCredential } from './secureUrl';

describe('credential rewrites (spec §9)', () => {
  it('sends an ssl credential over https, port 7080 becoming 7443', () => {
    expect(secureUrl('http://gis.example.gov:7080/portal')).toBe(
      'https://gis.example.gov:7443/portal',
    );
    expect(secureUrl('http://gis.example.gov/portal/sharing/rest')).toBe(
      'https://gis.example.gov/portal/sharing/rest',
    );
    expect(secureUrl('HTTP://gis.example.gov:7080')).toBe('https://gis.example.gov:7443');
    expect(secureUrl('https://gis.example.gov:7080/portal')).toBe(
      'https://gis.example.gov:7443/portal',
    );
  });

  it('changes only the scheme and the port, never the path or another port', () => {
    expect(secureUrl('http://gis.example.gov:70800/portal')).toBe(
      'https://gis.example.gov:70800/portal',
    );
    expect(secureUrl('https://gis.example.gov/portal/items/a:7080')).toBe(
      'https://gis.example.gov/portal/items/a:7080',
    );
  });

  it('leaves the address alone for a credential not marked ssl, or none', () => {
    const url = 'http://127.0.0.1:8190/portal';
    expect(urlForCredential(url, { ssl: false })).toBe(url);
    expect(urlForCredential(url, null)).toBe(url);
    expect(urlForCredential(url, { ssl: true })).toBe('https://127.0.0.1:8190/portal');
  });
});
