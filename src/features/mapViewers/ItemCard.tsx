import { Badge } from '@fluentui/react-components';
import {
  Apps24Regular,
  Board24Regular,
  Cube24Regular,
  Globe24Regular,
  Map24Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CardFrame } from '../../components/CardGrid';
import { ItemOpenAction } from './ItemOpenAction';
import { PortalImage } from './PortalImage';
import { isViewerType, thumbnailPath, TYPE_KEYS, type GalleryItem } from './viewerItems';
import { dateTimeFormat } from '../../lib/intlFormats';

/** Portal thumbnails are 600 × 400 (3 : 2). */
export const Thumbnail = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 3 / 2;
  background: ${({ theme }) => theme.tokens.colorNeutralBackground3};
  border-bottom: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
  color: ${({ theme }) => theme.tokens.colorNeutralForeground3};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  > svg {
    width: 48px;
    height: 48px;
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
    overflow-wrap: anywhere;
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalXS};
`;

const Snippet = styled.p`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  font-size: ${({ theme }) => theme.tokens.fontSizeBase300};
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
  padding-top: ${({ theme }) => theme.tokens.spacingVerticalXS};
`;

const TYPE_ICONS = {
  'Web Map': Map24Regular,
  'Web Mapping Application': Apps24Regular,
  Dashboard: Board24Regular,
  'Web Experience': Apps24Regular,
  'Web Scene': Cube24Regular,
} as const;

/** One map or app of a group: its picture, what it is, who keeps it, and how to open it. */
export function ItemCard({ item }: { item: GalleryItem }) {
  const { t, i18n } = useTranslation('mapViewers');
  const headingId = `viewer-${item.id}`;
  const Icon = isViewerType(item.type) ? TYPE_ICONS[item.type] : Globe24Regular;
  const modified = dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(item.modified);
  return (
    <CardFrame aria-labelledby={headingId}>
      <Thumbnail>
        <PortalImage
          path={thumbnailPath('item', item.id, item.thumbnail)}
          isPublic={item.access === 'public'}
          fallback={<Icon aria-hidden />}
          width={300}
          height={200}
        />
      </Thumbnail>
      <Body>
        <h3 id={headingId}>{item.title}</h3>
        <Badges>
          <Badge appearance="tint" color="brand">
            {isViewerType(item.type) ? t(`types.${TYPE_KEYS[item.type]}`) : item.type}
          </Badge>
          {item.access !== 'public' && (
            <Badge appearance="tint" color="informative">
              {t(`access.${item.access}`, { defaultValue: t('access.private') })}
            </Badge>
          )}
        </Badges>
        {item.snippet && <Snippet>{item.snippet}</Snippet>}
        <Facts>
          {item.owner && <span>{t('card.owner', { owner: item.owner })}</span>}
          {item.modified > 0 && <span>{t('card.modified', { date: modified })}</span>}
        </Facts>
        <Actions>
          <ItemOpenAction item={item} />
        </Actions>
      </Body>
    </CardFrame>
  );
}
