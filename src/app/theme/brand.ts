import type { BrandVariants } from '@fluentui/react-components';

/** The spec's colours (§9). */
export const palette = {
  primary: '#009969',
  secondary: '#a8a99e',
  danger: '#9e2a2b',
  warning: '#f68d2e',
  info: '#00b5e2',
} as const;

/**
 * Fluent brand ramp built from the primary green at shade 80 (darker towards 10, lighter
 * towards 160). #009969 has a 3.6:1 contrast with white, below WCAG AA for text, so the theme
 * points text-bearing brand tokens at shades 60 and 70 (see fluentTheme.ts).
 */
export const brandRamp: BrandVariants = {
  10: '#001e14',
  20: '#002f21',
  30: '#00412d',
  40: '#005339',
  50: '#006445',
  60: '#007651',
  70: '#00875d',
  80: '#009969',
  90: '#1ea57b',
  100: '#3db18d',
  110: '#5bbd9e',
  120: '#79c9b0',
  130: '#97d6c2',
  140: '#b6e2d4',
  150: '#d4eee6',
  160: '#f2faf8',
};

/** 'Source Sans 3 Fallback' (./fallbackFont.css) holds its place until the web font has come. */
export const FONT_FAMILY =
  "'Source Sans 3', 'Source Sans 3 Fallback', 'Segoe UI', system-ui, -apple-system, sans-serif";
