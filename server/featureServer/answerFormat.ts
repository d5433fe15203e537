import type { KoopAnswer } from './koopHandler';

/** What `f` may ask for: the resources answer JSON; queries also GeoJSON and Esri PBF. */
export type Format = 'json' | 'pjson' | 'geojson' | 'pbf';
export const RESOURCE_FORMATS: readonly Format[] = ['json', 'pjson'];
export const QUERY_ANSWER_FORMATS: readonly Format[] = ['json', 'pjson', 'geojson', 'pbf'];

/**
 * A JSONP callback: a JavaScript name, or up to eight joined by dots (dojo's
 * `dojo_request_script_callbacks.dojo_request_script0`), each at most 64 characters. Nothing
 * else — no calls, brackets, operators or spaces — so the answer is a call of a function the
 * page already has, never a script the link's author wrote (`alert(document.domain)`).
 */
export const CALLBACK_NAME = /^[A-Za-z_$][\w$]{0,63}(\.[A-Za-z_$][\w$]{0,63}){0,7}$/;

export interface AnswerFormat {
  f: Format;
  /** JSONP: the answer becomes a call of this function with the JSON, after an empty comment. */
  callback?: string;
}

/** A format TIMS does not write, or a callback that is not a name: ArcGIS's 400 envelope. */
export class FormatError extends Error {
  constructor(
    message: string,
    readonly details: string[],
  ) {
    super(message);
  }
}

/**
 * `f` (without regard to case, as ArcGIS reads it; `json` when absent) and `callback`. A
 * callback wraps JSON answers only: with `f=pbf` it is refused, not ignored.
 */
export function readAnswerFormat(
  params: Record<string, string>,
  allowed: readonly Format[],
): AnswerFormat {
  const f = (params.f ?? '').trim().toLowerCase() || 'json';
  if (!allowed.includes(f as Format)) {
    throw new FormatError('Invalid format', [`f must be one of ${allowed.join(', ')}`]);
  }
  const callback = params.callback;
  if (callback === undefined || callback === '') return { f: f as Format };
  if (!CALLBACK_NAME.test(callback)) {
    throw new FormatError('Invalid callback function name.', [
      'callback must be a JavaScript name (letters, digits, _ and $, not starting with a digit), or up to 8 such names joined by dots',
    ]);
  }
  if (f === 'pbf') {
    throw new FormatError('Invalid format', ['callback wraps JSON answers only, not f=pbf']);
  }
  return { f: f as Format, callback };
}

/**
 * The bytes of an answer: PBF as Koop encoded it; JSON compact, indented for `pjson`, or
 * wrapped in the callback: `/**` + `/name({…});`. The empty comment first keeps the first
 * bytes from ever being the caller's (the Flash "Rosetta" attack), and U+2028/U+2029 are
 * escaped so that old engines, which ended a string at them, read the same JSON.
 */
export function renderAnswer(answer: KoopAnswer, format: AnswerFormat): KoopAnswer {
  if (Buffer.isBuffer(answer.body)) return answer;
  const text = JSON.stringify(answer.body, null, format.f === 'pjson' ? 2 : undefined) ?? 'null';
  if (format.callback === undefined) {
    return { status: answer.status, contentType: 'application/json; charset=utf-8', body: text };
  }
  const escaped = text.replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');
  return {
    status: answer.status,
    contentType: 'application/javascript; charset=utf-8',
    body: `/**/${format.callback}(${escaped});`,
  };
}
