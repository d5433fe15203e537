import type { Base16Theme } from 'react-base16-styling';

/**
 * The Redux DevTools monitors' colours: a light base16 scheme taken from the app's neutrals
 * (Fluent's light theme) and its brand green, with accents dark enough for text on white
 * (WCAG AA). The app has no dark mode, so the monitors are never inverted.
 *
 * In a light base16 scheme `base00` is the background and `base05`–`base07` the text; the
 * inspector reads `base06` as its text, react-json-tree `base07`, the slider `base01` as its bar.
 */
export const replayTheme: Base16Theme & { light: true } = {
  scheme: 'tims-light',
  author: 'TIMS',
  base00: '#ffffff',
  base01: '#f5f5f5',
  base02: '#e0e0e0',
  base03: '#707070',
  base04: '#616161',
  base05: '#424242',
  base06: '#242424',
  base07: '#1a1a1a',
  /** null, undefined, errors and removals. */
  base08: '#9e2a2b',
  /** Numbers and booleans. */
  base09: '#a34700',
  base0A: '#7a5c00',
  /** Strings and additions: the brand green (shade 60). */
  base0B: '#007651',
  base0C: '#00677f',
  /** Keys and arrows. */
  base0D: '#0f5fa8',
  base0E: '#6b3d8f',
  base0F: '#7d4e24',
  // The slider's toolbar draws a light thumb and buttons when told the scheme is light.
  light: true,
};
