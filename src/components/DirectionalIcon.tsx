import type { ReactNode } from 'react';
import styled from 'styled-components';

const Mirror = styled.span`
  display: inline-flex;
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

/**
 * An icon that points along the reading direction (back, previous, next): mirrored in a
 * right-to-left language, where "back" points right.
 */
export function DirectionalIcon({ children }: { children: ReactNode }) {
  return <Mirror aria-hidden>{children}</Mirror>;
}
