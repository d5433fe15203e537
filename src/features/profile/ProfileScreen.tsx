import { Badge, Button } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ScreenHeader } from '../../components/ScreenHeader';
import { UserAvatar } from '../../components/UserAvatar';
import {
  selectIsAdmin,
  selectPortalInfo,
  selectUser,
  signOutRequested,
} from '../portal/portalSlice';

const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.tokens.spacingVerticalM};
  max-width: 640px;
  padding: ${({ theme }) => theme.tokens.spacingHorizontalXL};
  border: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
  border-radius: ${({ theme }) => theme.tokens.borderRadiusLarge};
  background: ${({ theme }) => theme.tokens.colorNeutralBackground1};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.tokens.spacingVerticalS} ${theme.tokens.spacingHorizontalL}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
  }
  dd {
    margin: 0;
  }
  ul {
    margin: 0;
    padding-inline-start: 1.2em;
  }
`;

const Heading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalM};
  margin: 0;
  font-size: ${({ theme }) => theme.tokens.fontSizeBase500};
`;

/** /profile — the signed-in user's account in the department's portal (behind the guard). */
export function ProfileScreen() {
  const { t } = useTranslation('screens');
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const isAdmin = useAppSelector(selectIsAdmin);
  const portalName = useAppSelector(selectPortalInfo)?.name;
  if (!user) return null; // the guard shows this screen only to a signed-in user

  return (
    <>
      <ScreenHeader title={t('profile.title')} description={t('profile.description')} />
      <Card aria-labelledby="profile-name">
        <Heading id="profile-name">
          <UserAvatar user={user} />
          {user.fullName}
          {isAdmin && <Badge appearance="tint">{t('profile.administrator')}</Badge>}
        </Heading>
        <Facts>
          <dt>{t('profile.username')}</dt>
          <dd>{user.username}</dd>
          {portalName && (
            <>
              <dt>{t('profile.portal')}</dt>
              <dd>{portalName}</dd>
            </>
          )}
          <dt>{t('profile.groups')}</dt>
          <dd>
            {user.groups.length ? (
              <ul>
                {user.groups.map((group) => (
                  <li key={group.id}>{group.title}</li>
                ))}
              </ul>
            ) : (
              t('profile.noGroups')
            )}
          </dd>
        </Facts>
        <div>
          <Button onClick={() => dispatch(signOutRequested())}>{t('profile.signOut')}</Button>
        </div>
      </Card>
    </>
  );
}
