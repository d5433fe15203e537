import { INTERFACE_LANGUAGES, interfaceLanguage } from '../i18n/interfaceLanguages';

/**
 * The cultures a user of the local portal may choose: TIMS's 41 interface languages. Real
 * portals know a few more; this one serves TIMS.
 */
export const PORTAL_CULTURES: readonly string[] = INTERFACE_LANGUAGES;

/** The culture `value` names, whatever its case (ArcGIS writes `pt-br`, TIMS `pt-BR`). */
export function portalCulture(value: string): string | undefined {
  return interfaceLanguage(value);
}
