import { http, HttpResponse } from 'msw';
import { buildActionLogFile, type RecordedAction } from '../../contracts/actionLogFile';
import { replayReducer } from '../../src/app/replayReducer';
import { portalSlice } from '../../src/features/portal/portalSlice';
import { toastsSlice } from '../../src/features/toasts/toastsSlice';
import { mswServer } from './mswServer';

const API = 'http://localhost/tims/api';
const START = Date.UTC(2026, 2, 30, 14, 0, 0);

const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * A session as a browser records it: the portal refuses a sign-in, a toast says so. After the
 * second action the session is `signing-in`; at the end it is `anonymous` again.
 */
export const SESSION_ACTIONS: { type: string }[] = [
  portalSlice.actions.sessionAnonymous(),
  portalSlice.actions.signInRequested({ returnTo: '/projects' }),
  portalSlice.actions.signInFailed({ code: 'access-denied', message: 'The portal refused' }),
  toastsSlice.actions.toastAdded({ message: 'toasts.signInFailed', severity: 'error' }),
];

export interface LogOptions {
  actions?: { type: string }[];
  /** Replaces members of the recorded final state (a log that does not replay). */
  tamper?: (finalState: Record<string, unknown>) => Record<string, unknown>;
  dropped?: number;
}

/** The text of an action log file recorded with the app's reducers, as the browser writes it. */
export function actionLogText({
  actions = SESSION_ACTIONS,
  tamper = (state) => state,
  dropped = 0,
}: LogOptions = {}): string {
  const startState = json(replayReducer(undefined, { type: '@@start' })) as Record<string, unknown>;
  let state: unknown = startState;
  const recorded: RecordedAction[] = actions.map((action, index) => {
    state = replayReducer(state as never, action);
    return {
      action: json(action) as RecordedAction['action'],
      timestamp: START + index * 1500,
    };
  });
  const finalState = tamper(json(state) as Record<string, unknown>);
  const file = buildActionLogFile(
    { appVersion: '1.4.0', startState, actions: recorded, dropped, finalState },
    START,
  );
  return JSON.stringify(file);
}

/** Scenario: the server sends the log attached to `reference`; what it was asked, with headers. */
export function answersAttachedLog(reference: string, text: string) {
  const asked: Request[] = [];
  mswServer.use(
    http.get(`${API}/admin/support/requests/:reference/action-log`, ({ request, params }) => {
      asked.push(request);
      if (params.reference !== reference) {
        return HttpResponse.json(
          { error: { code: 'not-found', message: 'No such request' } },
          { status: 404 },
        );
      }
      return new HttpResponse(text, {
        headers: {
          'content-type': 'application/json',
          'content-disposition': `attachment; filename="${reference}.json"`,
        },
      });
    }),
  );
  return { asked };
}

/** Scenario: the request exists but has no log attached (404). */
export function hasNoAttachedLog() {
  mswServer.use(
    http.get(`${API}/admin/support/requests/:reference/action-log`, () =>
      HttpResponse.json(
        { error: { code: 'not-found', message: 'This request has no action log' } },
        { status: 404 },
      ),
    ),
  );
}
