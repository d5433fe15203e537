import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FailedWithRetry } from '../../components/FailedWithRetry';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { GroupList, GroupListSkeleton, type GroupListProps } from './GroupList';
import type { GroupsState } from './useGalleryGroups';

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
`;

export interface GroupsPanelProps extends Omit<GroupListProps, 'groups'> {
  state: GroupsState;
}

/** The list of groups with its loading, failed and empty states (sidebar and drawer alike). */
export function GroupsPanel({ state, ...listProps }: GroupsPanelProps) {
  const { t } = useTranslation('mapViewers');
  switch (state.status) {
    case 'loading':
      return (
        <>
          <VisuallyHidden role="status">{t('groups.loading')}</VisuallyHidden>
          <GroupListSkeleton />
        </>
      );
    case 'failed':
      return state.retry ? (
        <FailedWithRetry
          message={t('groups.failed')}
          retryLabel={t('retry')}
          onRetry={state.retry}
        />
      ) : (
        <MessageBar intent="error">
          <MessageBarBody>{t('groups.noPortal')}</MessageBarBody>
        </MessageBar>
      );
    case 'loaded':
      return state.groups.length === 0 ? (
        <Note>{t('groups.none')}</Note>
      ) : (
        <GroupList groups={state.groups} {...listProps} />
      );
  }
}
