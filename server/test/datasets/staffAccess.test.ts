import type { DatasetList } from '../../../contracts/datasets';
import type { TestApp } from '../helper';
import { createGlossaryApp, IDS, signedIn } from './datasetsHelper';

/** Staff-only datasets are for staff, not for every signed-in account (issue 13). */
describe('staff-only datasets and a signed-in account that is not staff', () => {
  let server: TestApp;
  let visitor: Record<string, string>;
  let staff: Record<string, string>;
  beforeAll(async () => {
    server = await createGlossaryApp();
    visitor = await signedIn(server, 'tims.public');
    staff = await signedIn(server, 'tims.staff');
  }, 60_000);
  afterAll(() => server?.close());

  const get = (url: string, headers: Record<string, string>) =>
    server.app.inject({ url: `/tims/api${url}`, headers });

  it('answers 403 for a staff-only dataset, and leaves it out of the list', async () => {
    const refused = await get(`/datasets/${IDS.bridges}`, visitor);

    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: { code: 'forbidden', message: 'This dataset is for department staff.' },
    });
    expect((await get('/datasets?access=staff', visitor)).json<DatasetList>().total).toBe(0);
    expect((await get('/datasets?access=staff', staff)).json<DatasetList>().total).toBeGreaterThan(
      0,
    );
  });
});
