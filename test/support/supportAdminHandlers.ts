import { http, HttpResponse } from 'msw';
import { USERNAME_HEADER } from '../../contracts/headers';
import type {
  ArticleFeedbackCounts,
  MailTransport,
  SupportReply,
  SupportRequestDetails,
  SupportRequestSummary,
  SupportStatus,
} from '../../contracts/support';
import { ADMIN_GROUP_ID, USERS } from './portalHandlers';

const API = 'http://localhost/tims/api';
const REQUESTS = `${API}/admin/support/requests`;

/** The outbox folder the handlers report when replies are not sent. */
export const OUTBOX_DIR = '/var/lib/tims/outbox';

let serial = 0;

/** A support request as the server holds it; tests override what they care about. */
export function makeSupportRequest(
  overrides: Partial<SupportRequestDetails> = {},
): SupportRequestDetails {
  serial += 1;
  const createdAt =
    overrides.createdAt ?? `2026-11-${String(10 + (serial % 15)).padStart(2, '0')}T09:30:00.000Z`;
  return {
    reference: `TIMS-${String(serial).padStart(8, '0')}`,
    name: 'Jordan Lee',
    email: 'jordan.lee@example.com',
    category: 'question',
    subject: `Question ${serial}`,
    status: 'new',
    hasActionLog: false,
    createdAt,
    updatedAt: createdAt,
    message: `The text of question ${serial}.`,
    language: 'en',
    page: '/projects',
    username: null,
    actionLog: null,
    notes: [],
    replies: [],
    ...overrides,
  };
}

/** Six requests in every status, newest first: one with an action log attached. */
export function sampleRequests(): SupportRequestDetails[] {
  return [
    makeSupportRequest({
      reference: 'TIMS-7K3P9QXM',
      name: 'Dana Whitfield',
      email: 'dana.whitfield@example.com',
      category: 'problem',
      subject: 'The map stays blank after I sign in',
      message:
        'After signing in, /map shows no layers.\n\n  Steps:\n  1. Sign in\n  2. Open the map\n<b>not bold</b>',
      createdAt: '2026-11-24T14:05:00.000Z',
      updatedAt: '2026-11-24T14:05:00.000Z',
      language: 'en-US',
      page: '/map',
      username: 'tims.staff',
      hasActionLog: true,
      actionLog: {
        bytes: 48_213,
        actions: 312,
        recordedFrom: '2026-11-24T13:50:00.000Z',
        recordedTo: '2026-11-24T14:04:30.000Z',
        appVersion: '1.4.0',
        url: '/tims/api/admin/support/requests/TIMS-7K3P9QXM/action-log',
      },
      notes: [
        {
          id: 1,
          author: 'tims.admin',
          body: 'Probably the expired token issue.',
          createdAt: '2026-11-24T15:00:00.000Z',
        },
      ],
    }),
    makeSupportRequest({
      reference: 'TIMS-4RDW2HNB',
      name: 'Chris Okafor',
      email: 'chris.okafor@example.org',
      category: 'data',
      subject: 'Bridge 1804512 has the wrong county',
      createdAt: '2026-11-23T08:00:00.000Z',
      updatedAt: '2026-11-23T08:00:00.000Z',
    }),
    makeSupportRequest({
      reference: 'TIMS-9XQ1MZ7C',
      subject: 'Can I export the projects to Excel?',
      status: 'in-progress',
      createdAt: '2026-11-22T10:00:00.000Z',
      updatedAt: '2026-11-22T11:00:00.000Z',
    }),
    makeSupportRequest({
      reference: 'TIMS-2B6T8VYE',
      name: 'Priya Natarajan',
      email: 'priya@example.net',
      subject: 'Where are the standard maps of District 6?',
      status: 'answered',
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-21T10:00:00.000Z',
    }),
    makeSupportRequest({
      reference: 'TIMS-5HJK3QWR',
      category: 'other',
      subject: 'Thanks for the new search',
      status: 'closed',
      createdAt: '2026-11-18T10:00:00.000Z',
      updatedAt: '2026-11-19T10:00:00.000Z',
    }),
    makeSupportRequest({
      reference: 'TIMS-8MNP4TXZ',
      name: 'Dana Whitfield',
      email: 'dana.whitfield@example.com',
      subject: 'Bridge inspection dates',
      status: 'closed',
      createdAt: '2026-11-17T10:00:00.000Z',
      updatedAt: '2026-11-18T10:00:00.000Z',
    }),
  ];
}

/** Votes of a few help articles. */
export function sampleFeedback(): ArticleFeedbackCounts {
  return {
    articles: [
      { slug: 'getting-started', title: 'Getting started', helpful: 42, notHelpful: 3 },
      { slug: 'making-a-map', title: 'Making a map', helpful: 17, notHelpful: 9 },
      { slug: 'privacy', title: 'Privacy', helpful: 0, notHelpful: 0 },
    ],
  };
}

const problem = (status: number, code: string, message: string) =>
  HttpResponse.json({ error: { code, message } }, { status });

/** The server's admin check, simplified: a bearer token and a username in the admin group. */
function refusal(request: Request) {
  if (!request.headers.get('authorization')) {
    return problem(401, 'sign-in-required', 'Sign in to read the support inbox.');
  }
  const user = USERS[request.headers.get(USERNAME_HEADER) ?? ''];
  if (!user?.groups.some((group) => group.id === ADMIN_GROUP_ID)) {
    return problem(403, 'not-admin', 'Only administrators may read the support inbox.');
  }
  return null;
}

function summaryOf(request: SupportRequestDetails): SupportRequestSummary {
  const { reference, name, email, category, subject, status, hasActionLog } = request;
  return {
    ...{ reference, name, email, category, subject, status, hasActionLog },
    ...{ createdAt: request.createdAt, updatedAt: request.updatedAt },
  };
}

const matches = (request: SupportRequestDetails, words: string[]) => {
  const text = [request.reference, request.name, request.email, request.subject, request.message]
    .join(' ')
    .toLowerCase();
  return words.every((word) => text.includes(word));
};

/** What a test can read of the writes the handlers received. */
export interface SupportWrite {
  method: string;
  path: string;
  body?: unknown;
}

export interface SupportAdminOptions {
  transport?: MailTransport;
  feedback?: ArticleFeedbackCounts;
}

/**
 * The inbox's API over in-memory requests (contracts/support.ts): the list (status, words,
 * paging, counts in each status for the words), a request, its status, notes and replies
 * (mailed by SMTP or written to the outbox, as `transport` says), where mail goes, the help
 * articles' votes, and an attached action log. Administrators only; `writes` records writes.
 */
export function supportAdminHandlers(
  requests: SupportRequestDetails[] = sampleRequests(),
  { transport = 'outbox', feedback = sampleFeedback() }: SupportAdminOptions = {},
) {
  const byReference = new Map(requests.map((request) => [request.reference, request]));
  const writes: SupportWrite[] = [];
  let nextId = 100;
  const now = () => new Date().toISOString();
  const author = (request: Request) => request.headers.get(USERNAME_HEADER) ?? '';
  const record = async (request: Request, body = true) => {
    const { pathname } = new URL(request.url);
    writes.push({
      method: request.method,
      path: pathname.replace('/tims/api', ''),
      ...(body ? { body: await request.clone().json() } : {}),
    });
  };
  const touch = (request: SupportRequestDetails, status?: SupportStatus) => {
    if (status) request.status = status;
    request.updatedAt = now();
  };

  const handlers = [
    http.get(REQUESTS, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const words = (params.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const found = [...byReference.values()]
        .filter((item) => matches(item, words))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const counts = { new: 0, 'in-progress': 0, answered: 0, closed: 0 };
      found.forEach((item) => (counts[item.status] += 1));
      const status = params.get('status');
      const shown = status ? found.filter((item) => item.status === status) : found;
      const offset = Number(params.get('offset') ?? 0);
      const limit = Number(params.get('limit') ?? 25);
      return (
        refusal(request) ??
        HttpResponse.json({
          items: shown.slice(offset, offset + limit).map(summaryOf),
          total: shown.length,
          offset,
          limit,
          counts,
        })
      );
    }),
    http.get(`${REQUESTS}/:reference`, ({ request, params }) => {
      const found = byReference.get(String(params.reference));
      return (
        refusal(request) ??
        (found
          ? HttpResponse.json(found)
          : problem(404, 'not-found', `No support request ${String(params.reference)}`))
      );
    }),
    http.get(`${REQUESTS}/:reference/action-log`, ({ request, params }) => {
      const found = byReference.get(String(params.reference));
      if (!found?.actionLog) return problem(404, 'not-found', 'No action log');
      return (
        refusal(request) ??
        new HttpResponse(JSON.stringify({ preloadedState: '{}', payload: '[]' }), {
          headers: {
            'content-type': 'application/json',
            'content-disposition': `attachment; filename="${found.reference}-action-log.json"`,
          },
        })
      );
    }),
    http.put(`${REQUESTS}/:reference/status`, async ({ request, params }) => {
      const found = byReference.get(String(params.reference));
      const refused = refusal(request);
      if (refused) return refused;
      if (!found) return problem(404, 'not-found', 'No such support request');
      await record(request);
      touch(found, ((await request.json()) as { status: SupportStatus }).status);
      return HttpResponse.json(summaryOf(found));
    }),
    http.post(`${REQUESTS}/:reference/notes`, async ({ request, params }) => {
      const found = byReference.get(String(params.reference));
      const refused = refusal(request);
      if (refused) return refused;
      if (!found) return problem(404, 'not-found', 'No such support request');
      await record(request);
      const { body } = (await request.json()) as { body: string };
      const note = { id: nextId++, author: author(request), body, createdAt: now() };
      found.notes.push(note);
      touch(found);
      return HttpResponse.json(note, { status: 201 });
    }),
    http.post(`${REQUESTS}/:reference/replies`, async ({ request, params }) => {
      const found = byReference.get(String(params.reference));
      const refused = refusal(request);
      if (refused) return refused;
      if (!found) return problem(404, 'not-found', 'No such support request');
      await record(request);
      const { body, close } = (await request.json()) as { body: string; close?: boolean };
      const id = nextId++;
      const reply: SupportReply = {
        id,
        author: author(request),
        body,
        sentAt: now(),
        transport,
        messageId: `<reply-${id}@tims.test>`,
        outboxFile: transport === 'outbox' ? `${found.reference}-reply-${id}.eml` : null,
      };
      found.replies.push(reply);
      touch(found, close ? 'closed' : 'answered');
      return HttpResponse.json(reply, { status: 201 });
    }),
    http.get(
      `${API}/admin/support/mail`,
      ({ request }) =>
        refusal(request) ??
        HttpResponse.json({
          transport,
          from: 'TIMS Support <support@dot.example.gov>',
          server: transport === 'smtp' ? 'smtp://mail.dot.example.gov:587' : null,
          outboxDir: transport === 'outbox' ? OUTBOX_DIR : null,
        }),
    ),
    http.get(
      `${API}/admin/support/feedback`,
      ({ request }) => refusal(request) ?? HttpResponse.json(feedback),
    ),
  ];

  return { handlers, writes, requests: byReference };
}

/** Scenario: the mail server refuses every reply (the server answers 502 `mail-failed`). */
export function makesMailFail() {
  return http.post(`${REQUESTS}/:reference/replies`, () =>
    problem(502, 'mail-failed', 'The SMTP server refused the message: 554 relay denied'),
  );
}
