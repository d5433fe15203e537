/**
 * The colour a theme token stands for on `element`. Fluent's tokens are CSS variables
 * (`var(--colorBrandBackground)`) that FluentProvider sets; a canvas cannot paint with
 * `var()`, so the variable is read from the element's computed style. `fallback` covers an
 * element outside the provider.
 */
export function resolveToken(element: Element, token: string, fallback: string): string {
  const variable = /^var\((--[\w-]+)/.exec(token.trim())?.[1];
  if (!variable) return token;
  const value = getComputedStyle(element).getPropertyValue(variable).trim();
  return value || fallback;
}
