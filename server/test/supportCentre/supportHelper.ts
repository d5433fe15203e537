import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { buildActionLogFile, type RecordedAction } from '../../../contracts/actionLogFile';
import type { ActionLogFile } from '../../../contracts/actionLogFormat';
import type { ContactFields } from '../../../contracts/support';
import { createTestApp, type TestApp, type TestAppOptions } from '../helper';

/** The fixture help articles (server/test/fixtures/support): the tests do not depend on content/. */
export const FIXTURE_CONTENT = join(__dirname, '..', 'fixtures', 'support');

/** A test server reading the fixture articles; `env` over that. */
export function createSupportApp(options: TestAppOptions = {}): Promise<TestApp> {
  return createTestApp({
    ...options,
    env: { SUPPORT_CONTENT_DIR: FIXTURE_CONTENT, ...options.env },
  });
}

/** The contact form's fields as a browser sends them; a field set to undefined is left out. */
export function contactFields(
  overrides: Partial<Record<keyof ContactFields, string | undefined>> = {},
): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    name: 'Ana Ruiz',
    email: 'ana.ruiz@example.com',
    category: 'data',
    subject: 'Bridge 4521 shows the wrong phase',
    message: 'The project page says Construction,\nbut the work ended last spring.',
    language: 'en',
    page: '/projects/112233',
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

export interface FormFile {
  field?: string;
  name?: string;
  type?: string;
  content: string | Buffer;
}

/** A `multipart/form-data` body as a browser's FormData sends it (entries may repeat a name). */
export function contactForm(
  fields: Record<string, string> | [string, string][],
  file?: FormFile | FormFile[],
) {
  const boundary = `----timsSupport${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Array.isArray(fields) ? fields : Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const one of file === undefined ? [] : Array.isArray(file) ? file : [file]) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${one.field ?? 'actionLog'}"; filename="${one.name ?? 'tims-session.json'}"\r\nContent-Type: ${one.type ?? 'application/json'}\r\n\r\n`,
      ),
      Buffer.isBuffer(one.content) ? one.content : Buffer.from(one.content),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** `POST /tims/api/support/requests` with the form, and any headers (a token). */
export function postContact(
  fields: Record<string, string> | [string, string][],
  file?: FormFile | FormFile[],
  headers: Record<string, string> = {},
): InjectOptions {
  const body = contactForm(fields, file);
  return {
    method: 'POST',
    url: '/tims/api/support/requests',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  };
}

/**
 * A real action log: a small counter app's session run through its reducer and written by
 * `buildActionLogFile`, as the browser's recorder writes it.
 */
export function actionLog(extra: RecordedAction[] = []): ActionLogFile {
  type State = { counter: { value: number }; search: { q: string } };
  const reducer = (state: State, action: { type: string; payload?: unknown }): State => {
    if (action.type === 'counter/incremented')
      return { ...state, counter: { value: state.counter.value + 1 } };
    if (action.type === 'search/submitted')
      return { ...state, search: { q: String(action.payload) } };
    return state;
  };
  const start = Date.parse('2026-01-14T10:00:00.000Z');
  const actions: RecordedAction[] = [
    { action: { type: 'counter/incremented' }, timestamp: start },
    { action: { type: 'search/submitted', payload: 'bridge' }, timestamp: start + 1500 },
    { action: { type: 'counter/incremented' }, timestamp: start + 3000 },
    ...extra,
  ];
  const startState: State = { counter: { value: 0 }, search: { q: '' } };
  const finalState = actions.reduce((state, { action }) => reducer(state, action), startState);
  return buildActionLogFile(
    { appVersion: '0.1.0', startState, actions, dropped: 0, finalState },
    start + 4000,
  );
}

/** Waits until `check` holds (polling), or fails after `ms`. */
export async function eventually<T>(
  check: () => T | undefined | Promise<T | undefined>,
  ms = 5000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
