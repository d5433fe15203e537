import { Button } from '@fluentui/react-components';
import { ArrowLeft20Regular, Person20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch } from '../../app/hooks';
import { ButtonLink } from '../../components/ButtonLink';
import { signInRequested } from '../portal/portalSlice';
import { useViewer } from './useGalleryGroups';
import { DirectionalIcon } from '../../components/DirectionalIcon';

const Panel = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.tokens.spacingVerticalM};
  padding: ${({ theme }) => theme.tokens.spacingVerticalXL} 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.tokens.fontSizeBase500};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
`;

/**
 * A group id the portal does not know, or will not show this visitor (CONT_0006): said plainly,
 * with the way back to the gallery, and sign-in for anonymous visitors (it may be shared).
 */
export function GroupNotFound() {
  const { t } = useTranslation('mapViewers');
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const { signedIn } = useViewer();
  return (
    <Panel role="alert">
      <h2 id="gallery-group">{t('notFound.title')}</h2>
      <p>{t('notFound.text')}</p>
      {!signedIn && <p>{t('notFound.signInHint')}</p>}
      <Actions>
        <ButtonLink
          to="/mapviewers"
          appearance="primary"
          icon={
            <DirectionalIcon>
              <ArrowLeft20Regular />
            </DirectionalIcon>
          }
        >
          {t('notFound.back')}
        </ButtonLink>
        {!signedIn && (
          <Button
            icon={<Person20Regular />}
            onClick={() => dispatch(signInRequested({ returnTo: pathname + search }))}
          >
            {t('notFound.signIn')}
          </Button>
        )}
      </Actions>
    </Panel>
  );
}
