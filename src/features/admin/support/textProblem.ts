// Tabs and line breaks are text; other control characters are refused by the server's schema.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export type TextProblem = 'required' | 'tooLong' | 'characters';

/** Why a note's or a reply's text cannot be sent as it is, checked before asking the server. */
export function textProblem(text: string, max: number): TextProblem | null {
  if (!text.trim()) return 'required';
  // The schema counts code points, as the spread does (an emoji is one, not two).
  if ([...text].length > max) return 'tooLong';
  if (CONTROL.test(text)) return 'characters';
  return null;
}
