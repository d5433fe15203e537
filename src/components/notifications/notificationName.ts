import { plainText, type RichTextOp } from '../../../contracts/richText';

const MAX_NAME_LENGTH = 60;

/**
 * A short name of a notification for accessible names ("Delete notification: …"): its title,
 * else the start of its text, else `fallback` (its severity, say).
 */
export function notificationName(
  notification: { title?: string | null; content: { ops: readonly RichTextOp[] } },
  fallback: string,
): string {
  const title = notification.title?.trim();
  if (title) return title;
  const text = plainText(notification.content.ops).replace(/\s+/g, ' ');
  if (!text) return fallback;
  return text.length <= MAX_NAME_LENGTH ? text : `${text.slice(0, MAX_NAME_LENGTH - 1).trimEnd()}…`;
}
