import { useTranslation } from 'react-i18next';
import { PagerBar } from '../../../components/PagerBar';
import { INBOX_PAGE } from './useInboxSearch';
import { useSupportFormat } from './useSupportFormat';

/** The page before; from past the end (an old address), the last page. */
function previousOffset(offset: number, total: number): number {
  const lastPage = Math.max(0, Math.floor((total - 1) / INBOX_PAGE) * INBOX_PAGE);
  return Math.max(0, Math.min(offset - INBOX_PAGE, lastPage));
}

export interface InboxPagerProps {
  offset: number;
  /** How many this page shows, and how many match in all. */
  shown: number;
  total: number;
  onTurn(offset: number): void;
}

/** "26–50 of 73" with Previous and Next; nothing when every request fits on one page. */
export function InboxPager({ offset, shown, total, onTurn }: InboxPagerProps) {
  const { t } = useTranslation('adminSupport');
  const format = useSupportFormat();
  const hasNext = offset + shown < total;
  if (offset === 0 && !hasNext) return null;
  return (
    <PagerBar
      label={t('pages.label')}
      range={
        shown === 0
          ? t('pages.beyond', { total: format.count(total) })
          : t('pages.range', {
              from: format.count(offset + 1),
              to: format.count(offset + shown),
              total: format.count(total),
            })
      }
      previous={{
        text: t('pages.previous'),
        disabled: offset === 0,
        onClick: () => onTurn(previousOffset(offset, total)),
      }}
      next={{
        text: t('pages.next'),
        disabled: !hasNext,
        onClick: () => onTurn(offset + INBOX_PAGE),
      }}
    />
  );
}
