import { Skeleton, SkeletonItem } from '@fluentui/react-components';
import { PeopleTeam24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useCountGalleryItemsQuery } from './mapViewersApi';
import { PortalImage } from './PortalImage';
import { useViewer } from './useGalleryGroups';
import { thumbnailPath, type GalleryGroup } from './viewerItems';
import { numberFormat } from '../../lib/intlFormats';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.tokens.spacingVerticalXXS};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const row = css`
  display: grid;
  grid-template-columns: 48px minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalM};
  padding: ${({ theme }) => `${theme.tokens.spacingVerticalS} ${theme.tokens.spacingHorizontalS}`};
`;

const SkeletonRow = styled.div`
  ${row}
`;

const Entry = styled(Link)`
  ${row}
  border-radius: ${({ theme }) => theme.tokens.borderRadiusMedium};
  border-inline-start: 3px solid transparent;
  color: ${({ theme }) => theme.tokens.colorNeutralForeground1};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.tokens.colorNeutralBackground1Hover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.tokens.colorStrokeFocus2};
    outline-offset: 1px;
  }
  &[aria-current='page'] {
    border-inline-start-color: ${({ theme }) => theme.tokens.colorBrandStroke1};
    background: ${({ theme }) => theme.tokens.colorBrandBackground2};
  }
  strong {
    display: block;
    font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
    overflow-wrap: anywhere;
  }
`;

export const GroupPicture = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.tokens.borderRadiusMedium};
  background: ${({ theme }) => theme.tokens.colorNeutralBackground3};
  color: ${({ theme }) => theme.tokens.colorNeutralForeground3};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Count = styled.span`
  display: block;
  min-height: 1lh;
  color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
  font-size: ${({ theme }) => theme.tokens.fontSizeBase200};
`;

/** How many maps and apps the group holds (for this visitor); nothing while unknown. */
function GroupCount({ groupId }: { groupId: string }) {
  const { t, i18n } = useTranslation('mapViewers');
  const { viewer } = useViewer();
  const { data } = useCountGalleryItemsQuery({ groupId, viewer });
  return (
    <Count>
      {data !== undefined &&
        t('groups.count', {
          count: data,
          formatted: numberFormat(i18n.language).format(data),
        })}
    </Count>
  );
}

export interface GroupListProps {
  groups: GalleryGroup[];
  selectedId: string | undefined;
  /** The address of a group's page (keeps the chosen order). */
  linkOf(group: GalleryGroup): string;
  /** A group was chosen (the phone's drawer closes). */
  onChoose?(): void;
}

/** The groups as links, the chosen one marked `aria-current`. */
export function GroupList({ groups, selectedId, linkOf, onChoose }: GroupListProps) {
  const { t } = useTranslation('mapViewers');
  return (
    <nav aria-label={t('groups.navLabel')}>
      <List>
        {groups.map((group) => (
          <li key={group.id}>
            <Entry
              to={linkOf(group)}
              aria-current={group.id === selectedId ? 'page' : undefined}
              onClick={onChoose}
            >
              <GroupPicture>
                <PortalImage
                  path={thumbnailPath('group', group.id, group.thumbnail)}
                  isPublic={group.access === 'public'}
                  fallback={<PeopleTeam24Regular aria-hidden />}
                  width={48}
                  height={48}
                />
              </GroupPicture>
              <span>
                <strong>{group.title}</strong>
                <GroupCount groupId={group.id} />
              </span>
            </Entry>
          </li>
        ))}
      </List>
    </nav>
  );
}

/** Grey rows where the groups will be. */
export function GroupListSkeleton({ count = 5 }: { count?: number }) {
  return (
    <Skeleton aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <SkeletonRow key={index}>
          <SkeletonItem shape="square" size={48} />
          <SkeletonItem size={16} />
        </SkeletonRow>
      ))}
    </Skeleton>
  );
}
