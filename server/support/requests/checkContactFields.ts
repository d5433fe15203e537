import { ValueErrorType, type ValueError } from '@sinclair/typebox/errors';
import { Value } from '@sinclair/typebox/value';
import { CONTACT_LIMITS, ContactFields, SUPPORT_CATEGORIES } from '../../../contracts/support';
import { refusalOfValueError } from '../../errors/valueRefusal';
import { ContactProblem } from './contactProblem';
import { registerSupportFormats } from './formats';

registerSupportFormats();

const quoted = (values: readonly string[]) =>
  `${values
    .slice(0, -1)
    .map((value) => `"${value}"`)
    .join(', ')} or "${values.at(-1)}"`;

/** What a field's pattern or format means, in words. */
const EXPECTED: Record<string, string> = {
  name: 'must be one line without control characters',
  subject: 'must be one line without control characters',
  message: 'must not contain control characters other than tabs and line breaks',
  email: 'must be an e-mail address such as name@example.gov',
  category: `must be one of ${quoted(SUPPORT_CATEGORIES)}`,
  language: 'must be a language tag such as en or es-US',
  page: 'must be an app path starting with / without control characters',
};

function sentence(error: ValueError): string {
  const name = error.path.slice(1);
  const field = `body/${name}`;
  switch (error.type) {
    case ValueErrorType.ObjectRequiredProperty:
      return `${field} is required`;
    case ValueErrorType.ObjectAdditionalProperties:
      return `${field} is not an allowed field`;
    case ValueErrorType.StringMinLength:
      return `${field} must not be empty`;
    case ValueErrorType.StringMaxLength: {
      const max = (error.schema as { maxLength?: number }).maxLength;
      return `${field} must be at most ${max} characters long`;
    }
    default:
      return `${field} ${Object.hasOwn(EXPECTED, name) ? EXPECTED[name] : 'is not valid'}`;
  }
}

/**
 * The contact form's text fields checked exactly against `ContactFields`: text as sent, no
 * conversion, no field beyond the contract's, none blank. The first problem names its field.
 */
export function checkContactFields(fields: Record<string, string>): ContactFields {
  const error = Value.Errors(ContactFields, fields).First();
  if (error) {
    const field = `body${error.path}`;
    throw new ContactProblem(
      400,
      'bad-request',
      sentence(error),
      refusalOfValueError(error, field),
    );
  }
  for (const name of ['name', 'subject', 'message'] as const) {
    if (!fields[name]?.trim()) {
      throw new ContactProblem(400, 'bad-request', `body/${name} must not be blank`, {
        field: `body/${name}`,
        reason: 'blank',
      });
    }
  }
  return fields as ContactFields;
}

/** Bytes a field may take in the multipart body: its longest text, four bytes a character. */
export const FIELD_BYTES = CONTACT_LIMITS.message * 4 + 1024;
