import { useState } from 'react';

/**
 * True from the first render where `open` is true, for good: a Fluent overlay (dialog, drawer,
 * popover) is mounted when first opened and then kept, so that it closes properly (its animation,
 * the focus given back). Not mounted before: a Fluent overlay, even closed, starts Tabster's
 * modalizer, which puts two focus sentinels (`aria-hidden`, yet tabbable) around the whole page,
 * and Lighthouse's `aria-hidden-focus` fails every page that has one.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
