import { Badge, Button } from '@fluentui/react-components';
import { Open20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CardFrame } from '../../components/CardGrid';
import type { StandardMap } from '../../../contracts/standardMaps';
import { useMapFormat } from '../../components/standardMaps/useMapFormat';
import { MapAdminActions } from './MapAdminActions';
import { MapDownloads } from './MapDownloads';
import { MapPreviewDialog } from './MapPreviewDialog';

/** Thumbnails are landscape pages (11 × 17); a portrait upload is shown whole within. */
export const Thumbnail = styled.div`
  aspect-ratio: 17 / 11;
  background: ${({ theme }) => theme.tokens.colorNeutralBackground3};
  border-bottom: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.tokens.spacingVerticalS};
  padding: ${({ theme }) => theme.tokens.spacingHorizontalM};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.tokens.fontSizeBase400};
    line-height: ${({ theme }) => theme.tokens.lineHeightBase400};
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalXS};
`;

const Facts = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
  font-size: ${({ theme }) => theme.tokens.fontSizeBase200};
  line-height: ${({ theme }) => theme.tokens.lineHeightBase200};
  span {
    display: block;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalXS};
  margin-top: auto;
`;

export interface MapCardProps {
  map: StandardMap;
  /** Administrators see unpublished maps (marked) and the admin actions. */
  admin: boolean;
  onDeleted(): void;
}

/** One map of the gallery: its picture, what it is, its edition and file, and what to do. */
export function MapCard({ map, admin, onDeleted }: MapCardProps) {
  const { t } = useTranslation('standardMaps');
  const format = useMapFormat();
  const file = map.edition.files[0];
  const headingId = `map-${map.id}`;
  return (
    <CardFrame aria-labelledby={headingId}>
      <Thumbnail>
        <img
          src={map.edition.thumbnailUrl}
          alt={map.title}
          loading="lazy"
          width={400}
          height={259}
        />
      </Thumbnail>
      <Body>
        <h3 id={headingId}>{map.title}</h3>
        <Badges>
          <Badge appearance="tint" color="brand">
            {t(`categories.${map.category}`)}
          </Badge>
          {!map.published && (
            <Badge appearance="filled" color="warning">
              {t('card.unpublished')}
            </Badge>
          )}
        </Badges>
        <Facts>
          <span>{t('card.edition', { date: format.day(map.edition.date) })}</span>
          {file && (
            <span>
              {t('card.file', {
                size: format.pageSize(file.pageSize),
                bytes: format.fileSize(file.bytes),
              })}
            </span>
          )}
        </Facts>
        <Actions>
          {file && (
            <Button
              as="a"
              href={file.url}
              target="_blank"
              rel="noopener"
              size="small"
              appearance="primary"
              icon={<Open20Regular />}
              aria-label={t('card.openLabel', { title: map.title })}
            >
              {t('card.open')}
            </Button>
          )}
          <MapDownloads map={map} />
          <MapPreviewDialog map={map} admin={admin} />
        </Actions>
        {admin && <MapAdminActions map={map} onDeleted={onDeleted} />}
      </Body>
    </CardFrame>
  );
}
