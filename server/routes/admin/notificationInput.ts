import type { NotificationInput } from '../../../contracts/notifications';
import { checkRichText, plainText } from '../../../contracts/richText';
import type { NotificationWrite } from '../../repositories/notifications';

export type NotificationInputCheck =
  | { ok: true; value: NotificationWrite }
  | { ok: false; code: 'bad-request' | 'invalid-content'; field: string; message: string };

/** Spec §5: the date picker's bounds; a time outside them is a typing slip. */
export const EARLIEST = '1900-01-01T00:00:00.000Z';
export const LATEST = '2099-12-31T23:59:59.999Z';

const refused = (
  field: string,
  message: string,
  code: 'bad-request' | 'invalid-content' = 'bad-request',
): NotificationInputCheck => ({ ok: false, code, field, message });

/**
 * The instant in UTC (`toISOString()`, so text order is time order), null for none, or why it
 * is refused. Ajv checks the form of a date-time; the calendar (a leap second, say) only Date can.
 */
function instant(
  field: string,
  value: string | null | undefined,
): { ok: true; value: string | null } | { ok: false; message: string } {
  if (value === null || value === undefined) return { ok: true, value: null };
  const time = Date.parse(value);
  if (Number.isNaN(time)) return { ok: false, message: `${field} is not a real instant` };
  const iso = new Date(time).toISOString();
  if (iso < EARLIEST || iso > LATEST) {
    return { ok: false, message: `${field} must be between 1900-01-01 and 2099-12-31` };
  }
  return { ok: true, value: iso };
}

/**
 * The rules a schema cannot say, applied after the body passed `NotificationInput`: pages for a
 * notification that is not global, an end after the start, content that follows the editor's
 * rules (contracts/richText.ts: links and sources neutralised, anything else wrong refused) and
 * shows something. Gives what is stored: the title trimmed (null when blank), times in UTC.
 */
export function checkNotificationInput(input: NotificationInput): NotificationInputCheck {
  if (!input.isGlobal && input.pages.length === 0) {
    return refused('body/pages', 'body/pages must name at least one page when isGlobal is false');
  }

  const starts = instant('body/startsAt', input.startsAt);
  if (!starts.ok) return refused('body/startsAt', starts.message);
  const ends = instant('body/endsAt', input.endsAt);
  if (!ends.ok) return refused('body/endsAt', ends.message);
  const [startsAt, endsAt] = [starts.value, ends.value];
  if (startsAt !== null && endsAt !== null && endsAt <= startsAt) {
    return refused('body/endsAt', 'body/endsAt must be after body/startsAt');
  }

  const content = checkRichText(input.content.ops);
  if (!content.ok) return refused('body/content', content.problem, 'invalid-content');
  const showsSomething =
    plainText(content.ops) !== '' || content.ops.some((op) => typeof op.insert !== 'string');
  if (!showsSomething) {
    return refused('body/content', 'Content has no text and no embed', 'invalid-content');
  }

  return {
    ok: true,
    value: {
      isGlobal: input.isGlobal,
      pages: input.isGlobal ? [] : input.pages,
      severity: input.severity,
      title: input.title?.trim() || null,
      content: { ops: content.ops },
      startsAt,
      endsAt,
    },
  };
}
