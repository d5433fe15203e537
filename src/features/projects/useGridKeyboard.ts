import { useCallback, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { isRightToLeft } from '../../components/useRovingTabList';

/** A sortable column's header: its sort button. */
const HEADER = '[role="columnheader"] :is(button, [role="button"])';
const ROW = '[role="row"]:has(> [role="gridcell"])';
const CELL = '[role="gridcell"]';
/** What a cell may hold that takes the focus: no Tab stop inside the grid but its one. */
const INNER = `${CELL} :is(a[href], button, input, select, textarea, [tabindex])`;

/**
 * The keyboard of the project results grid (a table with the grid role), by a roving tabindex:
 * the grid is one Tab stop, on the element last focused in it (the first column
 * header at first). Left and Right (mirrored right to left) move along the headers or the cells
 * of a row, Right from a row enters its first cell and Left from the first cell goes back to the
 * row; Up and Down move between rows (Down from a header to the first row, Up from the first row
 * to the headers); Home and End go to the ends.
 *
 * Why not Fluent DataGrid's composite navigation (Tabster's movers and grouppers), as the grid
 * once was: Tabster surrounds the grid and every row with focus sentinels, `aria-hidden` yet
 * tabbable, which fail Lighthouse's `aria-hidden-focus`.
 */
export function useGridKeyboard<T extends HTMLElement = HTMLDivElement>() {
  const ref = useRef<T>(null);
  const current = useRef<HTMLElement | null>(null);

  const settle = useCallback(() => {
    const grid = ref.current;
    if (!grid) return;
    const stops = grid.querySelectorAll<HTMLElement>(`${HEADER}, ${ROW}, ${CELL}, ${INNER}`);
    const remembered = current.current;
    const stop =
      remembered && grid.contains(remembered)
        ? remembered
        : grid.querySelector<HTMLElement>(HEADER);
    for (const element of stops) element.tabIndex = element === stop ? 0 : -1;
  }, []);

  // After every render: new rows come in with no tabindex of their own.
  useLayoutEffect(settle);

  const moveTo = useCallback((target: HTMLElement | null | undefined) => {
    if (!target) return false;
    if (current.current) current.current.tabIndex = -1;
    current.current = target;
    target.tabIndex = 0;
    target.focus();
    return true;
  }, []);

  const onFocus = useCallback(() => {
    const focused = document.activeElement as HTMLElement | null;
    const grid = ref.current;
    if (!grid || !focused || !grid.contains(focused)) return;
    // A click or a focus from inside a cell: the Tab stop follows.
    const own = focused.closest<HTMLElement>(`${HEADER}, ${CELL}, ${ROW}`) ?? focused;
    if (current.current !== own) {
      if (current.current) current.current.tabIndex = -1;
      current.current = own;
      own.tabIndex = 0;
    }
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<T>) => {
      const grid = ref.current;
      const focused = document.activeElement as HTMLElement | null;
      if (!grid || !focused || event.altKey || event.metaKey || event.ctrlKey) return;
      const rtl = isRightToLeft(grid);
      const key =
        event.key === 'ArrowRight'
          ? rtl
            ? 'back'
            : 'forth'
          : event.key === 'ArrowLeft'
            ? rtl
              ? 'forth'
              : 'back'
            : event.key;
      const headers = [...grid.querySelectorAll<HTMLElement>(HEADER)];
      const rows = [...grid.querySelectorAll<HTMLElement>(ROW)];
      const header = headers.indexOf(focused);
      const row = rows.indexOf(focused);
      const cell = focused.closest<HTMLElement>(CELL);
      let moved = false;
      if (header >= 0) {
        if (key === 'forth') moved = moveTo(headers[header + 1]);
        else if (key === 'back') moved = moveTo(headers[header - 1]);
        else if (key === 'Home') moved = moveTo(headers[0]);
        else if (key === 'End') moved = moveTo(headers.at(-1));
        else if (key === 'ArrowDown') moved = moveTo(rows[0]);
      } else if (row >= 0) {
        if (key === 'ArrowDown') moved = moveTo(rows[row + 1]);
        else if (key === 'ArrowUp') moved = moveTo(row === 0 ? headers[0] : rows[row - 1]);
        else if (key === 'Home') moved = moveTo(rows[0]);
        else if (key === 'End') moved = moveTo(rows.at(-1));
        else if (key === 'forth') moved = moveTo(rows[row]!.querySelector<HTMLElement>(CELL));
      } else if (cell) {
        const rowOfCell = cell.closest<HTMLElement>(ROW);
        const cells = rowOfCell ? [...rowOfCell.querySelectorAll<HTMLElement>(CELL)] : [];
        const at = cells.indexOf(cell);
        const r = rowOfCell ? rows.indexOf(rowOfCell) : -1;
        if (key === 'forth') moved = moveTo(cells[at + 1]);
        else if (key === 'back') moved = moveTo(at === 0 ? rowOfCell : cells[at - 1]);
        else if (key === 'Home') moved = moveTo(cells[0]);
        else if (key === 'End') moved = moveTo(cells.at(-1));
        else if (key === 'ArrowDown') moved = moveTo(rows[r + 1]);
        else if (key === 'ArrowUp') moved = moveTo(r === 0 ? headers[0] : rows[r - 1]);
      }
      if (moved) event.preventDefault();
    },
    [moveTo],
  );

  return { ref, onKeyDown, onFocus };
}
