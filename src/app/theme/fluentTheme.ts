import { createLightTheme, type Theme } from '@fluentui/react-components';
import { brandRamp, FONT_FAMILY, palette } from './brand';

const base = createLightTheme(brandRamp);

/** Fluent's light theme on the TIMS brand ramp, with AA-contrast brand tokens for text. */
export const fluentTheme: Theme = {
  ...base,
  fontFamilyBase: FONT_FAMILY,
  colorBrandBackground: brandRamp[70],
  colorBrandBackgroundHover: brandRamp[60],
  colorBrandBackgroundPressed: brandRamp[40],
  colorBrandBackgroundSelected: brandRamp[60],
  colorCompoundBrandBackground: brandRamp[70],
  colorCompoundBrandBackgroundHover: brandRamp[60],
  colorCompoundBrandBackgroundPressed: brandRamp[50],
  colorBrandForeground1: brandRamp[60],
  colorBrandForeground2: brandRamp[50],
  colorBrandForegroundLink: brandRamp[60],
  colorBrandForegroundLinkHover: brandRamp[50],
  colorBrandForegroundLinkPressed: brandRamp[40],
  colorNeutralForeground2BrandHover: brandRamp[60],
  colorNeutralForeground2BrandSelected: brandRamp[60],
  colorCompoundBrandStroke: brandRamp[70],
  colorStatusDangerForeground1: palette.danger,
  colorStatusDangerBorder2: palette.danger,
};
