import fs from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '../../../..');

function endpointModules(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return endpointModules(file);
    return /\.tsx?$/.test(entry.name) &&
      !/\.test\.tsx?$/.test(entry.name) &&
      fs.readFileSync(file, 'utf8').includes('.injectEndpoints(')
      ? [file]
      : [];
  });
}

describe('the replay viewer', () => {
  it('imports every module that injects endpoints, so any recorded action replays', () => {
    const list = fs.readFileSync(path.join(__dirname, 'allEndpoints.ts'), 'utf8');
    const imported = [...list.matchAll(/^import '(.+)';$/gm)].map((match) =>
      path.resolve(__dirname, `${match[1]!}.ts`),
    );
    const injecting = endpointModules(path.join(SRC, 'features'));
    expect(injecting.length).toBeGreaterThan(10);
    expect(injecting.filter((file) => !imported.includes(file))).toEqual([]);
  });
});
