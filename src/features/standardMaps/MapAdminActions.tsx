import { Button } from '@fluentui/react-components';
import { Edit20Regular, EyeOff20Regular, Globe20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { StandardMap } from '../../../contracts/standardMaps';
import { ButtonLink } from '../../components/ButtonLink';
import { useErrorText } from '../../components/useErrorText';
import { isAppError } from '../../lib/appError';
import { ConfirmDeleteButton } from '../../components/standardMaps/ConfirmDeleteButton';
import { useDeleteStandardMapMutation, useUpdateStandardMapMutation } from './standardMapsApi';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalXS};
  padding-top: ${({ theme }) => theme.tokens.spacingVerticalS};
  border-top: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
`;

const Problem = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.tokens.colorStatusDangerForeground1};
`;

export interface MapAdminActionsProps {
  map: StandardMap;
  /** The map was deleted: the card is about to leave. */
  onDeleted(): void;
}

/** Administrators' actions on a card: edit, publish or unpublish, delete (after asking). */
export function MapAdminActions({ map, onDeleted }: MapAdminActionsProps) {
  const { t } = useTranslation('standardMaps');
  const errorText = useErrorText();
  const [update, updating] = useUpdateStandardMapMutation();
  const [remove] = useDeleteStandardMapMutation();
  const names = { title: map.title };
  const togglePublished = () =>
    void update({
      id: map.id,
      metadata: {
        title: map.title,
        category: map.category,
        district: map.district,
        county: map.county?.fips ?? null,
        description: map.description,
        published: !map.published,
      },
    });

  return (
    <Actions role="group" aria-label={t('admin.actions', names)}>
      <ButtonLink
        to={`/admin/standard-maps/${map.id}`}
        size="small"
        appearance="subtle"
        icon={<Edit20Regular />}
        aria-label={t('admin.editLabel', names)}
      >
        {t('admin.edit')}
      </ButtonLink>
      <Button
        size="small"
        appearance="subtle"
        icon={map.published ? <EyeOff20Regular /> : <Globe20Regular />}
        disabledFocusable={updating.isLoading}
        aria-label={t(map.published ? 'admin.unpublishLabel' : 'admin.publishLabel', names)}
        onClick={togglePublished}
      >
        {t(map.published ? 'admin.unpublish' : 'admin.publish')}
      </Button>
      <ConfirmDeleteButton
        size="small"
        appearance="subtle"
        text={t('admin.delete')}
        label={t('admin.deleteLabel', names)}
        question={t('admin.deleteQuestion')}
        onDelete={async () => {
          await remove(map.id).unwrap();
          onDeleted();
        }}
      />
      {updating.isError && (
        <Problem role="alert">
          {t('admin.publishFailed', {
            message: isAppError(updating.error) ? errorText(updating.error) : '',
          })}
        </Problem>
      )}
    </Actions>
  );
}
