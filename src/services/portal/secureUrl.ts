/**
 * Spec §9, as @arcgis/core does for a credential marked `ssl`: requests carrying it go over
 * https, and ArcGIS Enterprise's http port 7080 becomes its https port 7443. Only the scheme
 * and the port of the address change; a path that happens to contain ":7080" is left alone.
 */
export function secureUrl(url: string): string {
  const match = /^http:\/\/([^/?#]*)(.*)$/i.exec(url);
  if (!match) return url.replace(/^(https:\/\/[^/?#]*):7080(?=[/?#]|$)/i, '$1:7443');
  const authority = match[1]!.replace(/:7080$/, ':7443');
  return `https://${authority}${match[2]}`;
}

/** The address to use with a credential: rewritten when the credential is marked `ssl`. */
export function urlForCredential(url: string, credential: { ssl: boolean } | null): string {
  return credential?.ssl ? secureUrl(url) : url;
}
