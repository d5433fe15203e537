import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
} from '@fluentui/react-components';
import { Dismiss24Regular, PeopleTeam20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { GroupsPanel, type GroupsPanelProps } from './GroupsPanel';

const Drawer = styled(OverlayDrawer)`
  width: min(400px, 90vw);
`;

/** On a phone the groups fold into a drawer, opened by a button; choosing a group closes it. */
export function GroupsDrawer(props: Omit<GroupsPanelProps, 'onChoose'>) {
  const { t } = useTranslation('mapViewers');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        icon={<PeopleTeam20Regular />}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {t('groups.open')}
      </Button>
      <Drawer
        position="start"
        open={open}
        onOpenChange={(_, data) => setOpen(data.open)}
        aria-labelledby="gallery-groups-drawer"
      >
        <DrawerHeader>
          <DrawerHeaderTitle
            heading={{ id: 'gallery-groups-drawer' }}
            action={
              <Button
                appearance="subtle"
                aria-label={t('groups.close')}
                icon={<Dismiss24Regular />}
                onClick={() => setOpen(false)}
              />
            }
          >
            {t('groups.title')}
          </DrawerHeaderTitle>
        </DrawerHeader>
        <DrawerBody>
          <GroupsPanel {...props} onChoose={() => setOpen(false)} />
        </DrawerBody>
      </Drawer>
    </>
  );
}
