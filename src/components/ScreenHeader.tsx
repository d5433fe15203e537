import type { ReactNode } from 'react';
import styled from 'styled-components';

const Header = styled.div`
  padding-block: ${({ theme }) => theme.tokens.spacingVerticalXL};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.tokens.fontSizeHero700};
  line-height: ${({ theme }) => theme.tokens.lineHeightHero700};
  font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
`;

const Description = styled.p`
  margin: ${({ theme }) => theme.tokens.spacingVerticalS} 0 0;
  max-width: 70ch;
  color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
  font-size: ${({ theme }) => theme.tokens.fontSizeBase400};
`;

export interface ScreenHeaderProps {
  title: string;
  /** The title's own language, when it is not the interface's (the department's English). */
  titleLanguage?: { lang: string; dir: 'ltr' | 'rtl' };
  description?: ReactNode;
  children?: ReactNode;
}

/** The heading block at the top of every screen: the screen's one `h1`. */
export function ScreenHeader({ title, titleLanguage, description, children }: ScreenHeaderProps) {
  return (
    <Header>
      <Title {...titleLanguage}>{title}</Title>
      {description && <Description>{description}</Description>}
      {children}
    </Header>
  );
}
