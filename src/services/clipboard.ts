/** Puts text on the clipboard; rejects when the browser refuses (no permission, no focus). */
export function copyText(text: string): Promise<void> {
  if (!navigator.clipboard) return Promise.reject(new Error('No clipboard'));
  return navigator.clipboard.writeText(text);
}
