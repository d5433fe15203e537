import { useCallback, useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';

const TAB = '[role="tab"]:not([disabled]):not([aria-disabled="true"])';

/** Whether arrows run right to left here (the layout's, or a `dir` set on the way). */
export function isRightToLeft(element: Element): boolean {
  return getComputedStyle(element).direction === 'rtl';
}

/**
 * Arrow-key movement among the tabs of a horizontal Fluent `TabList`, by a roving tabindex of its
 * own in place of Fluent's (Tabster's mover): the list is one Tab stop, on the selected tab;
 * Left and Right (mirrored right to left) move round the tabs, Home and End go to the ends; Enter
 * or Space selects, as before. Spread the result on the `TabList`.
 *
 * Why not Tabster's: its mover surrounds the list with two focus sentinels, `aria-hidden` yet
 * tabbable, which fail Lighthouse's `aria-hidden-focus`. `data-tabster` is overridden to leave
 * the list without a mover.
 */
export function useRovingTabList<T extends HTMLElement = HTMLDivElement>() {
  const ref = useRef<T>(null);

  /** The focused tab holds the Tab stop; otherwise the selected one (or the first). */
  const settle = useCallback(() => {
    const list = ref.current;
    if (!list) return;
    const tabs = [...list.querySelectorAll<HTMLElement>(TAB)];
    const focused = tabs.find((tab) => tab === document.activeElement);
    const stop =
      focused ?? tabs.find((tab) => tab.getAttribute('aria-selected') === 'true') ?? tabs[0];
    for (const tab of tabs) tab.tabIndex = tab === stop ? 0 : -1;
  }, []);

  // After every render: a selection or a new tab moves the stop.
  useLayoutEffect(settle);

  const onKeyDown = useCallback((event: KeyboardEvent<T>) => {
    const list = ref.current;
    if (!list || event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = [...list.querySelectorAll<HTMLElement>(TAB)];
    const at = tabs.indexOf(document.activeElement as HTMLElement);
    if (at < 0 || tabs.length === 0) return;
    const forward = isRightToLeft(list) ? 'ArrowLeft' : 'ArrowRight';
    const backward = isRightToLeft(list) ? 'ArrowRight' : 'ArrowLeft';
    const to =
      event.key === forward
        ? (at + 1) % tabs.length
        : event.key === backward
          ? (at - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : undefined;
    if (to === undefined) return;
    event.preventDefault();
    for (const tab of tabs) tab.tabIndex = -1;
    tabs[to]!.tabIndex = 0;
    tabs[to]!.focus();
  }, []);

  const onBlur = useCallback(
    (event: FocusEvent<T>) => {
      // Leaving the list: the stop goes back to the selected tab.
      if (!ref.current?.contains(event.relatedTarget as Node | null)) settle();
    },
    [settle],
  );

  return { ref, onKeyDown, onBlur, 'data-tabster': undefined };
}
