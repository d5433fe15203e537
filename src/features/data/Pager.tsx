import { Button } from '@fluentui/react-components';
import { ChevronLeft16Regular, ChevronRight16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDataFormat } from './useDataFormat';

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
    <Nav aria-label={label ?? t('pages.label')}>
      <span>
        {total === null
          ? t('pages.rangeOpen', { from, to })
          : t('pages.range', { from, to, total: format.count(total) })}
      </span>
      <span>
        <Button
          icon={<ChevronLeft16Regular />}
          disabled={offset === 0}
          onClick={() => onTurn(Math.max(0, offset - limit))}
        >
          {t('pages.previous')}
        </Button>
        <Button
          icon={<ChevronRight16Regular />}
          iconPosition="after"
          disabled={!hasNext}
          onClick={() => onTurn(offset + limit)}
        >
          {t('pages.next')}
        </Button>
      </span>
    </Nav>
  );
}
