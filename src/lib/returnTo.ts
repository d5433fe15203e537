/**
 * Where to go after signing in: only an app path (`/profile?x=1`), never another site
 * (`//evil.example`, `https://…`), so a crafted link cannot send a visitor away.
 */
export function safeReturnTo(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return fallback;
  }
  return value;
}

export function signInPath(returnTo: string): string {
  return `/auth?${new URLSearchParams({ returnTo: safeReturnTo(returnTo) })}`;
}
