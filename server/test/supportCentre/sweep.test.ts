import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApp } from '../helper';
import { createSupportApp } from './supportHelper';

/** Attached logs whose row was never committed (a crash between rename and commit) go at start. */
describe('the sweep of orphaned action logs', () => {
  let server: TestApp;
  afterAll(() => server.close());

  it('removes old files no request names, and keeps the named ones and those being written', async () => {
    server = await createSupportApp();
    const logs = join(server.config.dataDir, 'support', 'logs');
    mkdirSync(join(logs, '.tmp'), { recursive: true });
    const file = (name: string, ageMs: number) => {
      writeFileSync(join(logs, name), '{}');
      const time = new Date(Date.now() - ageMs);
      utimesSync(join(logs, name), time, time);
    };
    const hour = 3_600_000;
    file('TIMS-AAAAAAAA.json', hour);
    file('TIMS-BBBBBBBB.json', hour);
    file('TIMS-CCCCCCCC.json', 1000);
    file('.tmp/log-0123456789abcdef.json', hour);
    file('.tmp/log-fedcba9876543210.json', 1000);
    await server.app.db
      .insertInto('support_requests')
      .values({
        reference: 'TIMS-AAAAAAAA',
        name: 'Ana',
        email: 'ana@example.com',
        category: 'other',
        subject: 'Kept',
        message: 'Its log stays.',
        status: 'new',
        language: null,
        page: null,
        username: null,
        action_log_file: 'TIMS-AAAAAAAA.json',
        action_log_bytes: 2,
        action_log_actions: 0,
        action_log_from: '2026-01-14T10:00:00.000Z',
        action_log_to: '2026-01-14T10:00:00.000Z',
        action_log_app_version: '0.1.0',
        search: 'kept',
        created_at: '2026-01-14T10:00:00.000Z',
        updated_at: '2026-01-14T10:00:00.000Z',
      })
      .execute();

    await server.app.ready();

    expect(existsSync(join(logs, 'TIMS-AAAAAAAA.json'))).toBe(true);
    expect(existsSync(join(logs, 'TIMS-BBBBBBBB.json'))).toBe(false);
    expect(existsSync(join(logs, 'TIMS-CCCCCCCC.json'))).toBe(true);
    expect(existsSync(join(logs, '.tmp', 'log-0123456789abcdef.json'))).toBe(false);
    expect(existsSync(join(logs, '.tmp', 'log-fedcba9876543210.json'))).toBe(true);
    expect(server.logs).toContainEqual(
      expect.objectContaining({
        msg: 'Support: orphaned action logs removed',
        removed: ['.tmp/log-0123456789abcdef.json', 'TIMS-BBBBBBBB.json'],
      }),
    );
  });
});
