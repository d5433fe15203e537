/**
 * A refusal with a code of its own, answered as it says: its status, `error.code`, message and
 * details. Areas with an envelope of their own (the local portal) render it with their error
 * handler, which reads `statusCode` and `message` as it does for any error.
 */
export class HttpProblem extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'HttpProblem';
  }
}

export const INVALID_TEXT_MESSAGE =
  'The request contains a character that is not allowed (a NUL byte or invalid Unicode).';

/**
 * A NUL byte or invalid Unicode in the address or the body (`http/refuseInvalidText.ts`), with
 * the field holding it (`querystring/q`, `params/pid`, `body/title`) as validation errors name it.
 */
export const invalidText = (field: string): HttpProblem =>
  new HttpProblem(400, 'invalid-text', INVALID_TEXT_MESSAGE, { field });
