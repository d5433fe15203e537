import { createGlobalStyle } from 'styled-components';

/**
 * `prefers-reduced-motion: reduce` (WCAG 2.3.3): nothing slides, fades or scrolls smoothly.
 * Fluent's motion components and @arcgis/core (`esriConfig.respectPrefersReducedMotion`) follow
 * the setting themselves; this covers every transition and animation of TIMS's own styles.
 */
export const ReducedMotion = createGlobalStyle`
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
