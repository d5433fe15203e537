import { Button } from '@fluentui/react-components';
import { Map20Regular, Open20Regular, Person20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ButtonLink } from '../../components/ButtonLink';
import { signInRequested } from '../portal/portalSlice';
import { selectConfig } from '../shell/appSlice';
import { useViewer } from './useGalleryGroups';
import { itemTarget, requiresSubscription, type GalleryItem } from './viewerItems';

const SignInNote = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
  color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
  font-size: ${({ theme }) => theme.tokens.fontSizeBase200};
`;

/**
 * How an item opens: a web map in TIMS, an app at its address in a new tab, a scene on the
 * portal's item page. An item made with subscriber content asks an anonymous visitor to sign in
 * first (the header's sign-in event, coming back here).
 */
export function ItemOpenAction({ item }: { item: GalleryItem }) {
  const { t } = useTranslation('mapViewers');
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const { signedIn } = useViewer();
  const portalUrl = useAppSelector(selectConfig)?.portal.url ?? '';

  if (!signedIn && requiresSubscription(item)) {
    return (
      <SignInNote>
        {t('card.signInNeeded')}
        <Button
          size="small"
          appearance="primary"
          icon={<Person20Regular />}
          aria-label={t('card.signInLabel', { title: item.title })}
          onClick={() => dispatch(signInRequested({ returnTo: pathname + search }))}
        >
          {t('card.signIn')}
        </Button>
      </SignInNote>
    );
  }
  const target = itemTarget(item, portalUrl);
  if (target.kind === 'map') {
    return (
      <ButtonLink
        to={target.to}
        size="small"
        appearance="primary"
        icon={<Map20Regular />}
        aria-label={t('card.openMapLabel', { title: item.title })}
      >
        {t('card.openMap')}
      </ButtonLink>
    );
  }
  const app = target.kind === 'app';
  return (
    <Button
      as="a"
      href={target.href}
      target="_blank"
      rel="noopener"
      size="small"
      appearance={app ? 'primary' : 'secondary'}
      icon={<Open20Regular />}
      aria-label={t(app ? 'card.openAppLabel' : 'card.openPortalLabel', { title: item.title })}
    >
      {t(app ? 'card.openApp' : 'card.openPortal')}
    </Button>
  );
}
