import type { ContactProblem } from '../supportEndpoints';
import { problemsOfRefusal } from './problemsOfRefusal';

const refused = (details: unknown, extra: Partial<ContactProblem> = {}): ContactProblem => ({
  code: 'bad-request',
  message: 'The server’s English sentence',
  status: 400,
  details,
  ...extra,
});

describe('what the visitor is told when the server refuses the contact form', () => {
  it.each([
    [
      { field: 'body/name', reason: 'too-long', limit: 100 },
      'name',
      { key: 'contact.errors.tooLong', values: { max: 100 } },
    ],
    [{ field: 'body/name', reason: 'too-long' }, 'name', { key: 'errors:fields.tooLong' }],
    [{ field: 'body/subject', reason: 'blank' }, 'subject', { key: 'contact.errors.required' }],
    [{ field: 'body/email', reason: 'required' }, 'email', { key: 'contact.errors.required' }],
    [
      { field: 'body/email', reason: 'format', format: 'email' },
      'email',
      { key: 'contact.errors.email' },
    ],
    [
      { field: 'body/message', reason: 'pattern' },
      'message',
      { key: 'contact.errors.controlCharacters' },
    ],
    [{ field: 'body/category', reason: 'one-of' }, 'category', { key: 'contact.errors.category' }],
  ])('says %o under its field in the form’s words', (details, field, problem) => {
    expect(problemsOfRefusal(refused(details))).toEqual({
      fields: { [field]: problem },
      summary: { key: 'contact.errors.checkField' },
    });
  });

  it('keeps the server’s sentence for English only, where it knows no reason', () => {
    expect(problemsOfRefusal(refused({ field: 'body/email' }, { field: 'email' }))).toEqual({
      fields: {
        email: {
          key: 'contact.errors.refused',
          values: {
            message: { key: 'errors:fields.invalid', english: 'The server’s English sentence' },
          },
        },
      },
      summary: { key: 'contact.errors.checkField' },
    });
  });

  it.each([
    ['not-json', { key: 'contact.errors.log.notJson' }],
    ['not-an-action-log', { key: 'contact.errors.log.notActionLog' }],
    ['unsupported-version', { key: 'contact.errors.log.unsupportedVersion' }],
    ['bad-payload', { key: 'contact.errors.log.unreadable' }],
    ['too-deep', { key: 'contact.errors.log.unreadable' }],
  ])('says why the log was refused (%s)', (reason, message) => {
    const error = refused({ field: 'body/actionLog', reason }, { code: 'invalid-action-log' });
    const problem = { key: 'contact.errors.logRefused', values: { message } };
    expect(problemsOfRefusal(error)).toEqual({ fields: { actionLog: problem }, summary: problem });
  });

  it('says a log of too many steps by the limit, and an unknown reason by its code', () => {
    const many = refused(
      { field: 'body/actionLog', reason: 'too-many-actions', limit: 10000 },
      { code: 'invalid-action-log' },
    );
    expect(problemsOfRefusal(many).fields.actionLog).toEqual({
      key: 'contact.errors.logRefused',
      values: { message: { key: 'contact.errors.log.tooManyActions', values: { limit: 10000 } } },
    });
    const odd = refused({ field: 'body/actionLog' }, { code: 'invalid-action-log' });
    expect(problemsOfRefusal(odd).fields.actionLog).toEqual({
      key: 'contact.errors.logRefused',
      values: {
        message: {
          key: ['errors:codes.invalid-action-log', 'errors:codes.unknown'],
          values: { code: 'invalid-action-log' },
          english: 'The server’s English sentence',
        },
      },
    });
  });

  it('says a refusal of no field above the form, by its code', () => {
    const error = refused({ field: 'body/language', reason: 'pattern' }, { status: 400 });
    expect(problemsOfRefusal(error)).toEqual({
      fields: {},
      summary: {
        key: 'contact.errors.invalid',
        values: {
          message: {
            key: ['errors:codes.bad-request', 'errors:codes.unknown'],
            values: { code: 'bad-request' },
            english: 'The server’s English sentence',
          },
        },
      },
    });
  });

  it('keeps its words for a log too large, too many requests and no connection', () => {
    expect(problemsOfRefusal(refused(undefined, { status: 413 })).summary).toEqual({
      key: 'contact.errors.logTooLarge',
    });
    expect(
      problemsOfRefusal(refused(undefined, { status: 429, retryAfterSeconds: 150 })).summary,
    ).toEqual({ key: 'contact.errors.tooMany', values: { count: 3 } });
    expect(problemsOfRefusal({ code: 'network', message: 'x' }).summary).toEqual({
      key: 'contact.errors.network',
    });
  });
});
