import { Button } from '@fluentui/react-components';
import { ChevronLeft16Regular, ChevronRight16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { INBOX_PAGE } from './useInboxSearch';
import { useSupportFormat } from './useSupportFormat';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalM};
  margin-top: ${({ theme }) => theme.tokens.spacingVerticalL};
  > span:last-child {
    display: flex;
    gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
  }
`;

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
    <Nav aria-label={t('pages.label')}>
      <span>
        {shown === 0
          ? t('pages.beyond', { total: format.count(total) })
          : t('pages.range', {
              from: format.count(offset + 1),
              to: format.count(offset + shown),
              total: format.count(total),
            })}
      </span>
      <span>
        <Button
          icon={<ChevronLeft16Regular />}
          disabled={offset === 0}
          onClick={() => onTurn(previousOffset(offset, total))}
        >
          {t('pages.previous')}
        </Button>
        <Button
          icon={<ChevronRight16Regular />}
          iconPosition="after"
          disabled={!hasNext}
          onClick={() => onTurn(offset + INBOX_PAGE)}
        >
          {t('pages.next')}
        </Button>
      </span>
    </Nav>
  );
}
