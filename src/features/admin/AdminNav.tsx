import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalXS};
  margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalL};
  padding: 0;
  list-style: none;
  border-bottom: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
`;

const Item = styled(NavLink)`
  display: block;
  padding: ${({ theme }) => `${theme.tokens.spacingVerticalS} ${theme.tokens.spacingHorizontalM}`};
  color: ${({ theme }) => theme.tokens.colorNeutralForeground1};
  font-size: ${({ theme }) => theme.tokens.fontSizeBase400};
  text-decoration: none;
  border-radius: ${({ theme }) =>
    `${theme.tokens.borderRadiusMedium} ${theme.tokens.borderRadiusMedium} 0 0`};
  &:hover {
    background: ${({ theme }) => theme.tokens.colorNeutralBackground1Hover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.tokens.colorStrokeFocus2};
    outline-offset: 1px;
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.tokens.colorBrandForeground1};
    font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.palette.primary};
  }
`;

const SECTIONS = [
  { key: 'notifications', path: '/admin/notifications' },
  { key: 'standardMaps', path: '/admin/standard-maps' },
  { key: 'datasets', path: '/admin/datasets' },
  { key: 'support', path: '/admin/support' },
  { key: 'usage', path: '/admin/usage' },
] as const;

/** The sections of the administration area; the current one is marked (aria-current). */
export function AdminNav() {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('nav.label')}>
      <List>
        {SECTIONS.map((section) => (
          <li key={section.key}>
            <Item to={section.path}>{t(`nav.${section.key}`)}</Item>
          </li>
        ))}
      </List>
    </nav>
  );
}
