import { tokens } from '@fluentui/react-components';
import { palette } from './brand';

/**
 * The styled-components theme. Colours, fonts, radii and shadows are Fluent's design tokens
 * (CSS variables set by FluentProvider), so styled components and Fluent components always
 * agree; the spec's palette and the layout constants are added beside them.
 */
export const styledTheme = {
  tokens,
  palette,
  layout: {
    headerHeight: '64px',
    contentMaxWidth: '1200px',
    /** Screens of tables (project search, the data glossary). */
    wideContentMaxWidth: '1680px',
    navDrawerWidth: 'min(max(400px, 30vw), 480px, 75vw)',
  },
  breakpoints: {
    mobileMax: '600px',
    drawerBelow: '960px',
  },
} as const;

export type StyledTheme = typeof styledTheme;
