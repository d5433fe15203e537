/**
 * How a browser names its interface language to the server. Plain data, shared by the browser
 * app and the server: the app mirrors the reader's choice into this cookie and honours the link
 * parameter, and the server reads both to decide whether a page rendered ahead of time (English)
 * may be sent (server/prerender/pageLanguage.ts).
 */
export const LANGUAGE_COOKIE = 'tims_lang';
/** `?lang=de` in a link opens TIMS in that language. */
export const LANGUAGE_PARAMETER = 'lang';
