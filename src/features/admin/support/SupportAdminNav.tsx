import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { FEEDBACK_PATH, SUPPORT_ADMIN_PATH } from './supportAdminPaths';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalL};
  margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalL};
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding-block: ${({ theme }) => theme.tokens.spacingVerticalXS};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.tokens.colorNeutralForeground1};
    font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
    text-decoration: none;
  }
`;

const PAGES = [
  { key: 'requests', path: SUPPORT_ADMIN_PATH },
  { key: 'feedback', path: FEEDBACK_PATH },
] as const;

/** The inbox's pages: the requests, and the help articles' votes. */
export function SupportAdminNav() {
  const { t } = useTranslation('adminSupport');
  return (
    <nav aria-label={t('nav.label')}>
      <List>
        {PAGES.map((page) => (
          <li key={page.key}>
            <NavLink to={page.path} end>
              {t(`nav.${page.key}`)}
            </NavLink>
          </li>
        ))}
      </List>
    </nav>
  );
}
