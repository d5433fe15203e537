import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useCameFromState } from './useCameFrom';

const Header = styled.div`
  padding-block: ${({ theme }) => theme.tokens.spacingVerticalL};
`;

const Crumbs = styled.nav`
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.tokens.spacingHorizontalXS};
    margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalS};
    padding: 0;
    list-style: none;
    color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
    font-size: ${({ theme }) => theme.tokens.fontSizeBase200};
  }
  li + li::before {
    content: '›';
    margin-inline-end: ${({ theme }) => theme.tokens.spacingHorizontalXS};
  }
  a {
    color: ${({ theme }) => theme.tokens.colorBrandForegroundLink};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.tokens.colorStrokeFocus2};
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.tokens.fontSizeHero700};
  line-height: ${({ theme }) => theme.tokens.lineHeightHero700};
  font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.tokens.colorStrokeFocus2};
  }
`;

const Description = styled.p`
  margin: ${({ theme }) => theme.tokens.spacingVerticalS} 0 0;
  max-width: 70ch;
  color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
  font-size: ${({ theme }) => theme.tokens.fontSizeBase400};
`;

export interface HelpPageHeaderProps {
  title: ReactNode;
  /** The trail after "Information & Support" (the article's section); none on the home. */
  crumb?: string;
  description?: ReactNode;
  children?: ReactNode;
  /** The `h1`. */
  ref?: Ref<HTMLHeadingElement>;
}

/**
 * The page header of a help page: the breadcrumbs `Information & Support › Section`, the page's
 * one `h1` (focusable, so moving between articles can take the focus there), its summary.
 */
export function HelpPageHeader({ title, crumb, description, children, ref }: HelpPageHeaderProps) {
  const { t } = useTranslation(['support', 'screens']);
  const state = useCameFromState();
  return (
    <Header>
      {crumb && (
        <Crumbs aria-label={t('breadcrumbs')}>
          <ol>
            <li>
              <Link to="/support" state={state}>
                {t('screens:support.title')}
              </Link>
            </li>
            <li>{crumb}</li>
          </ol>
        </Crumbs>
      )}
      <Title ref={ref} tabIndex={-1}>
        {title}
      </Title>
      {description && <Description>{description}</Description>}
      {children}
    </Header>
  );
}
