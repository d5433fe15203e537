import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const SignInLink = styled(Link)`
  padding: ${({ theme }) => `${theme.tokens.spacingVerticalXS} ${theme.tokens.spacingHorizontalM}`};
  border: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke1};
  border-radius: ${({ theme }) => theme.tokens.borderRadiusMedium};
  color: ${({ theme }) => theme.tokens.colorNeutralForeground1};
  font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => theme.tokens.colorNeutralBackground1Hover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.tokens.colorStrokeFocus2};
  }
`;

/**
 * The user-menu place in the header. Until the portal session exists every visitor is
 * anonymous, so it offers *Sign In*; the signed-in menu (avatar, Profile, Sign Out) takes this
 * place with the sign-in feature.
 */
export function UserMenuSlot() {
  const { t } = useTranslation();
  return <SignInLink to="/auth">{t('header.signIn')}</SignInLink>;
}
