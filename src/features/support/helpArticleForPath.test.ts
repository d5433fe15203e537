import { helpArticleForPath } from './helpArticleForPath';

describe('the help article of a screen', () => {
  it.each([
    ['/', '/support/getting-started'],
    ['/projects', '/support/finding-a-project'],
    ['/projects/details', '/support/reading-a-project'],
    ['/map', '/support/making-a-map'],
    ['/map/wid/abc', '/support/making-a-map'],
    ['/map/sid/7', '/support/making-a-map'],
    ['/maps', '/support/standard-maps'],
    ['/mapviewers', '/support/map-viewers'],
    ['/mapviewers/group/abc', '/support/map-viewers'],
    ['/data', '/support/data-and-downloads'],
    ['/data/dataset/0123', '/support/data-and-downloads'],
    ['/data/api', '/support/data-and-downloads'],
    ['/auth', '/support/signing-in'],
    ['/profile', '/support/signing-in'],
    ['/admin', '/support/administering-tims'],
    ['/admin/support/replay', '/support/administering-tims'],
    ['/support', '/support'],
    ['/support/making-a-map', '/support'],
    ['/support/contact', '/support'],
  ])('%s → %s', (path, article) => {
    expect(helpArticleForPath(path)).toBe(article);
  });

  it('does not take a longer word for a screen', () => {
    expect(helpArticleForPath('/mapsxyz')).toBe('/support');
    expect(helpArticleForPath('/datasets')).toBe('/support');
    expect(helpArticleForPath('/projectsx')).toBe('/support');
    expect(helpArticleForPath('/nowhere')).toBe('/support');
  });
});
