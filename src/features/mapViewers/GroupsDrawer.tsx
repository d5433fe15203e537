import { PeopleTeam20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { PhoneDrawer } from '../../components/PhoneDrawer';
import { GroupsPanel, type GroupsPanelProps } from './GroupsPanel';

/** On a phone the groups fold into a drawer, opened by a button; choosing a group closes it. */
export function GroupsDrawer(props: Omit<GroupsPanelProps, 'onChoose'>) {
  const { t } = useTranslation('mapViewers');
  return (
    <PhoneDrawer
      openLabel={t('groups.open')}
      openIcon={<PeopleTeam20Regular />}
      title={t('groups.title')}
      closeLabel={t('groups.close')}
      headingId="gallery-groups-drawer"
      position="start"
    >
      {(close) => <GroupsPanel {...props} onChoose={close} />}
    </PhoneDrawer>
  );
}
