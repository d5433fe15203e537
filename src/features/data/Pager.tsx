import { useTranslation } from 'react-i18next';
import { PagerBar } from '../../components/PagerBar';
import { useDataFormat } from './useDataFormat';

export interface PagerProps {
  offset: number;
  limit: number;
  /** How many there are in all, when known; else `more` says whether a next page exists. */
  total: number | null;
  /** How many this page shows. */
  shown: number;
  more?: boolean;
  /** Names the pages' navigation ("Pages of datasets"). */
  label?: string;
  onTurn(offset: number): void;
}

/** "Rows 51–100 of 4,321" with Previous and Next; nothing when everything fits on one page. */
export function Pager({ offset, limit, total, shown, more, label, onTurn }: PagerProps) {
  const { t } = useTranslation('data');
  const format = useDataFormat();
  const hasNext = total === null ? more === true : offset + shown < total;
  if (offset === 0 && !hasNext) return null;
  const from = format.count(offset + 1);
  const to = format.count(offset + shown);
  return (
    <PagerBar
      label={label ?? t('pages.label')}
      range={
        total === null
          ? t('pages.rangeOpen', { from, to })
          : t('pages.range', { from, to, total: format.count(total) })
      }
      previous={{
        text: t('pages.previous'),
        disabled: offset === 0,
        onClick: () => onTurn(Math.max(0, offset - limit)),
      }}
      next={{ text: t('pages.next'), disabled: !hasNext, onClick: () => onTurn(offset + limit) }}
    />
  );
}
