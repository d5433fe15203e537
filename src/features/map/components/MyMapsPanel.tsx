import {
  Badge,
  Button,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Spinner,
} from '@fluentui/react-components';
import { Delete16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useDeleteSavedMapMutation, useListSavedMapsQuery } from '../mapsApi';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
    padding: ${({ theme }) => theme.tokens.spacingVerticalS} 0;
    border-bottom: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
    a {
      flex: 1;
      min-width: 0;
      overflow-wrap: anywhere;
    }
  }
`;

/** One's own saved maps: open one, see who may, delete one (after a confirmation). */
export function MyMapsPanel() {
  const { t } = useTranslation('map');
  const { data, isLoading, isError, refetch } = useListSavedMapsQuery('mine');
  const [remove, removing] = useDeleteSavedMapMutation();
  if (isLoading) return <Spinner size="small" label={t('myMaps.loading')} />;
  if (isError) {
    return (
      <p role="alert">
        {t('myMaps.failed')}{' '}
        <Button size="small" onClick={() => refetch()}>
          {t('myMaps.retry')}
        </Button>
      </p>
    );
  }
  if (!data || data.items.length === 0) return <p>{t('myMaps.empty')}</p>;
  return (
    <List>
      {data.items.map((map) => (
        <li key={map.sid}>
          <Link to={`/map/sid/${map.sid}`}>{map.title}</Link>
          <Badge appearance="outline">{t(`save.sharingShort.${map.sharing}`)}</Badge>
          <Popover trapFocus>
            <PopoverTrigger disableButtonEnhancement>
              <Button
                size="small"
                appearance="subtle"
                icon={<Delete16Regular />}
                aria-label={t('myMaps.delete', { title: map.title })}
                disabled={removing.isLoading}
              />
            </PopoverTrigger>
            <PopoverSurface aria-label={t('myMaps.confirm')}>
              <p>{t('myMaps.confirm')}</p>
              <Button appearance="primary" onClick={() => void remove(map.sid)}>
                {t('myMaps.confirmDelete')}
              </Button>
            </PopoverSurface>
          </Popover>
        </li>
      ))}
    </List>
  );
}
