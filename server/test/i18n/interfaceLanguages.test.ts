import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findPackageRoot } from '../../config/packageRoot';
import { INTERFACE_LANGUAGES } from '../../i18n/interfaceLanguages';

describe('the interface languages the server knows', () => {
  it('knows the same 41 languages as the app (read as text: server/ does not import src/)', () => {
    const source = readFileSync(
      join(findPackageRoot(), 'src', 'app', 'i18n', 'languages.ts'),
      'utf8',
    );
    const list = /export const LANGUAGES = \[([\s\S]*?)\] as const/.exec(source)?.[1] ?? '';
    const app = [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]);
    expect(app).toHaveLength(41);
    expect([...INTERFACE_LANGUAGES].sort()).toEqual(app.sort());
  });
});
