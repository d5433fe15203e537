import {
  Button,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { Dismiss24Regular } from '@fluentui/react-icons';
import { useState, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { useOpenedOnce } from './useOpenedOnce';

const Drawer = styled(OverlayDrawer)`
  width: min(400px, 90vw);
`;

export interface PhoneDrawerProps {
  /** The text of the button that opens the drawer. */
  openLabel: string;
  openIcon: ReactElement;
  /** The drawer's title; also its accessible name through `headingId`. */
  title: string;
  closeLabel: string;
  headingId: string;
  position: 'start' | 'end';
  /** The drawer's content, given the function that closes it. */
  children(close: () => void): ReactNode;
  /** Optional footer, given the function that closes the drawer. */
  footer?(close: () => void): ReactNode;
}

/**
 * A side panel folded on a phone into an overlay drawer: a button opens it, the header's close
 * button, Escape or a click outside close it.
 */
export function PhoneDrawer({
  openLabel,
  openIcon,
  title,
  closeLabel,
  headingId,
  position,
  children,
  footer,
}: PhoneDrawerProps) {
  const [open, setOpen] = useState(false);
  // Mounted when first opened (see useOpenedOnce: no focus sentinels before).
  const opened = useOpenedOnce(open);
  const close = () => setOpen(false);
  // Closing the drawer gives the focus back to the button that opened it.
  const restoreFocusTarget = useRestoreFocusTarget();
  return (
    <>
      <Button
        {...restoreFocusTarget}
        icon={openIcon}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {openLabel}
      </Button>
      {opened && (
        <Drawer
          position={position}
          open={open}
          onOpenChange={(_, data) => setOpen(data.open)}
          aria-labelledby={headingId}
        >
          <DrawerHeader>
            <DrawerHeaderTitle
              heading={{ id: headingId }}
              action={
                <Button
                  appearance="subtle"
                  aria-label={closeLabel}
                  icon={<Dismiss24Regular />}
                  onClick={close}
                />
              }
            >
              {title}
            </DrawerHeaderTitle>
          </DrawerHeader>
          <DrawerBody>{children(close)}</DrawerBody>
          {footer && <DrawerFooter>{footer(close)}</DrawerFooter>}
        </Drawer>
      )}
    </>
  );
}
