import { Badge } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { StandardMapDetails } from '../../../../contracts/standardMaps';
import { ConfirmDeleteButton } from '../../../components/standardMaps/ConfirmDeleteButton';
import { EditionFiles } from '../../../components/standardMaps/EditionFiles';
import { useMapFormat } from '../../../components/standardMaps/useMapFormat';
import { useDeleteEditionMutation } from '../../standardMaps/standardMapsApi';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.tokens.spacingVerticalM};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 120px minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalL};
  align-items: start;
  padding: ${({ theme }) => theme.tokens.spacingVerticalM};
  border: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
  border-radius: ${({ theme }) => theme.tokens.borderRadiusMedium};
  background: ${({ theme }) => theme.tokens.colorNeutralBackground1};
  img {
    width: 100%;
    height: auto;
    border: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
  }
  h4 {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
    align-items: center;
    margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalXS};
    font-size: ${({ theme }) => theme.tokens.fontSizeBase300};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobileMax}) {
    grid-template-columns: 80px minmax(0, 1fr);
    > button {
      grid-column: 2;
      justify-self: start;
    }
  }
`;

/** Every edition kept, newest first: its files, and deleting one that is not the only one. */
export function AdminEditions({ map }: { map: StandardMapDetails }) {
  const { t } = useTranslation(['admin', 'standardMaps']);
  const format = useMapFormat();
  const [remove] = useDeleteEditionMutation();
  const only = map.editions.length === 1;
  return (
    <List>
      {map.editions.map((edition, index) => {
        const date = format.day(edition.date);
        return (
          <Item key={edition.id}>
            <img src={edition.thumbnailUrl} alt={t('standardMaps.editions.picture', { date })} />
            <div>
              <h4>
                {t('standardMaps.editions.edition', { date })}
                {index === 0 && (
                  <Badge appearance="tint" color="brand">
                    {t('standardMaps.editions.current')}
                  </Badge>
                )}
                <Badge appearance="outline" color="informative">
                  {t(`standardMaps:sources.${edition.source}`)}
                </Badge>
              </h4>
              <EditionFiles edition={edition} title={map.title} />
            </div>
            {!only && (
              <ConfirmDeleteButton
                size="small"
                text={t('standardMaps.editions.delete')}
                label={t('standardMaps.editions.deleteLabel', { date })}
                question={t('standardMaps.editions.deleteQuestion', { date })}
                onDelete={() => remove({ id: map.id, editionId: edition.id }).unwrap()}
              />
            )}
          </Item>
        );
      })}
    </List>
  );
}
