import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { selectIsAdmin } from '../portal/portalSlice';
import { selectIsMobile } from './appSlice';
import { visibleNavEntries } from './navEntries';

const List = styled.ul<{ $vertical: boolean }>`
  display: flex;
  flex-direction: ${({ $vertical }) => ($vertical ? 'column' : 'row')};
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalXS};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(NavLink)<{ $vertical: boolean }>`
  display: block;
  padding: ${({ theme }) => `${theme.tokens.spacingVerticalS} ${theme.tokens.spacingHorizontalM}`};
  border-radius: ${({ theme }) => theme.tokens.borderRadiusMedium};
  color: ${({ theme }) => theme.tokens.colorNeutralForeground1};
  font-size: ${({ theme }) => theme.tokens.fontSizeBase400};
  text-decoration: none;
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
    ${({ $vertical, theme }) =>
      $vertical
        ? css`
            background: ${theme.tokens.colorBrandBackground2};
          `
        : css`
            box-shadow: inset 0 -3px 0 ${theme.palette.primary};
          `}
  }
`;

const Divider = styled.li<{ $vertical: boolean }>`
  align-self: stretch;
  ${({ $vertical, theme }) =>
    $vertical
      ? css`
          border-top: 1px solid ${theme.tokens.colorNeutralStroke2};
          margin: ${theme.tokens.spacingVerticalS} 0;
        `
      : css`
          border-inline-start: 1px solid ${theme.tokens.colorNeutralStroke2};
          margin: 0 ${theme.tokens.spacingHorizontalS};
        `}
`;

/** The id of the menu bar under the header, which the header's side-panel toggle controls. */
export const NAV_MENU_ID = 'nav-menu';

export interface NavMenuProps {
  vertical?: boolean;
  onNavigate?: () => void;
}

/** The navigation menu: a bar under the header, or a list in the navigation drawer. */
export function NavMenu({ vertical = false, onNavigate }: NavMenuProps) {
  const { t } = useTranslation();
  const mobile = useAppSelector(selectIsMobile);
  const isAdmin = useAppSelector(selectIsAdmin);
  return (
    <nav aria-label={t('nav.label')}>
      <List $vertical={vertical}>
        {visibleNavEntries({ mobile }).map((entry) => (
          <li key={entry.key}>
            <Item
              to={entry.path}
              end={entry.path === '/'}
              $vertical={vertical}
              onClick={onNavigate}
            >
              {t(`nav.${entry.key}`)}
            </Item>
          </li>
        ))}
        {isAdmin && (
          <>
            <Divider aria-hidden $vertical={vertical} />
            <li>
              <Item to="/admin" $vertical={vertical} onClick={onNavigate}>
                {t('nav.admin')}
              </Item>
            </li>
          </>
        )}
      </List>
    </nav>
  );
}
