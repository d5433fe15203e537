import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';

export const DATASETS_ADMIN_PATH = '/admin/datasets';
export const TERMS_ADMIN_PATH = '/admin/datasets/terms';
export const AUDIT_PATH = '/admin/datasets/audit';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalL};
  margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalL};
  padding: 0;
  list-style: none;
  a[aria-current='page'] {
    color: ${({ theme }) => theme.tokens.colorNeutralForeground1};
    font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
    text-decoration: none;
  }
`;

const PAGES = [
  { key: 'datasets', path: DATASETS_ADMIN_PATH },
  { key: 'terms', path: TERMS_ADMIN_PATH },
  { key: 'audit', path: AUDIT_PATH },
] as const;

/** The glossary's administration pages: the datasets, the terms, the changes made. */
export function DatasetsAdminNav() {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('datasets.nav.label')}>
      <List>
        {PAGES.map((page) => (
          <li key={page.key}>
            <NavLink to={page.path} end>
              {t(`datasets.nav.${page.key}`)}
            </NavLink>
          </li>
        ))}
      </List>
    </nav>
  );
}
