import type { FieldRefusal } from '../../../../contracts/fieldRefusal';
import type { ProblemWords } from '../../../components/useProblemWords';
import { fieldRefusalOf } from '../../../lib/fieldRefusal';
import type { ContactProblem } from '../supportEndpoints';
import { isContactField, type ContactProblems, type FieldProblem } from './contactForm';

export interface Refusal {
  /** What is said under the fields the server named. */
  fields: ContactProblems;
  /** What is said above the form. */
  summary: FieldProblem;
}

/** Minutes to wait, rounded up, at least one. */
const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

type Reason = NonNullable<FieldRefusal['reason']>;

/** Why an attached log was refused (`invalid-action-log`), by the key saying it. */
const LOG_KEYS: Partial<Record<Reason, string>> = {
  'not-json': 'contact.errors.log.notJson',
  'not-an-action-log': 'contact.errors.log.notActionLog',
  'unsupported-version': 'contact.errors.log.unsupportedVersion',
  'bad-payload': 'contact.errors.log.unreadable',
  'bad-action': 'contact.errors.log.unreadable',
  'too-deep': 'contact.errors.log.unreadable',
};

/** The error's code in words: English as the server said it, else by `errors:codes`. */
const codeWords = (error: Partial<ContactProblem> | undefined): ProblemWords => ({
  key: [`errors:codes.${error?.code ?? 'unknown'}`, 'errors:codes.unknown'],
  values: { code: error?.code ?? '' },
  english: error?.message ?? '',
});

/** A text field's refusal in the words the form's own checks use, when it has them. */
function fieldWords(refusal: FieldRefusal | undefined): FieldProblem | undefined {
  switch (refusal?.reason) {
    case 'required':
    case 'blank':
    case 'too-short':
      return { key: 'contact.errors.required' };
    case 'too-long':
      return refusal.limit === undefined
        ? { key: 'errors:fields.tooLong' }
        : { key: 'contact.errors.tooLong', values: { max: refusal.limit } };
    case 'pattern':
      return { key: 'contact.errors.controlCharacters' };
    case 'format':
      return refusal.format === 'email' ? { key: 'contact.errors.email' } : undefined;
    case 'one-of':
      return refusal.field === 'category' ? { key: 'contact.errors.category' } : undefined;
    default:
      return undefined;
  }
}

/** Why the log was refused, as the sentence inside `contact.errors.logRefused`. */
function logWords(
  refusal: FieldRefusal | undefined,
  error: Partial<ContactProblem> | undefined,
): ProblemWords {
  const reason = refusal?.reason;
  if (reason === 'too-many-actions' && refusal?.limit !== undefined) {
    return { key: 'contact.errors.log.tooManyActions', values: { limit: refusal.limit } };
  }
  const key = reason && Object.hasOwn(LOG_KEYS, reason) && LOG_KEYS[reason];
  return key ? { key } : codeWords(error);
}

/**
 * What the visitor is told when the server refused the request (or none came): the field it
 * named (400) in the visitor's language (`details.reason` and its limit), a log too large
 * (413), when to try again (429), no connection, the server down.
 */
export function problemsOfRefusal(error: Partial<ContactProblem> | undefined): Refusal {
  const status = error?.status;
  if (error?.code === 'network' || error?.code === 'timeout') {
    return { fields: {}, summary: { key: 'contact.errors.network' } };
  }
  if (status === 413) {
    const problem = { key: 'contact.errors.logTooLarge' };
    return { fields: { actionLog: problem }, summary: problem };
  }
  if (status === 429) {
    const seconds = error?.retryAfterSeconds;
    return {
      fields: {},
      summary:
        seconds === undefined
          ? { key: 'contact.errors.tooManyLater' }
          : { key: 'contact.errors.tooMany', values: { count: minutesOf(seconds) } },
    };
  }
  if (status === 400 || status === 415 || status === 422) {
    const refusal = fieldRefusalOf(error?.details);
    const field = error?.field ?? refusal?.field;
    if (field === 'actionLog') {
      const problem = {
        key: 'contact.errors.logRefused',
        values: { message: logWords(refusal, error) },
      };
      return { fields: { actionLog: problem }, summary: problem };
    }
    if (isContactField(field)) {
      const refused = fieldWords(refusal) ?? {
        key: 'contact.errors.refused',
        values: {
          message: { key: 'errors:fields.invalid', english: error?.message ?? '' },
        },
      };
      return { fields: { [field]: refused }, summary: { key: 'contact.errors.checkField' } };
    }
    return {
      fields: {},
      summary: { key: 'contact.errors.invalid', values: { message: codeWords(error) } },
    };
  }
  return {
    fields: {},
    summary: { key: 'contact.errors.server', values: { status: status ?? '' } },
  };
}
