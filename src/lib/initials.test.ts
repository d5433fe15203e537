import { initialsOf } from './initials';

describe('initials', () => {
  it.each([
    ['Alex Morgan', 'AM'],
    ['Sam Rivera, P.E.', 'SR'],
    ['Dr. Maria de la Cruz', 'MC'],
    ['Mr John Smith Jr.', 'JS'],
    ['Prince', 'P'],
    ['  ', ''],
    ['émile zola', 'ÉZ'],
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
