import { Button } from '@fluentui/react-components';
import { ChevronLeft16Regular, ChevronRight16Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { DirectionalIcon } from './DirectionalIcon';

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

export interface PagerBarProps {
  /** Names the navigation ("Pages of datasets"). */
  label: string;
  /** Where the reader is: "Rows 51–100 of 4,321". */
  range: ReactNode;
  previous: { text: string; disabled: boolean; onClick(): void };
  next: { text: string; disabled: boolean; onClick(): void };
}

/** The pages of a list: where the reader is, with Previous and Next (the lists' own wording). */
export function PagerBar({ label, range, previous, next }: PagerBarProps) {
  return (
    <Nav aria-label={label}>
      <span>{range}</span>
      <span>
        <Button
          icon={
            <DirectionalIcon>
              <ChevronLeft16Regular />
            </DirectionalIcon>
          }
          disabled={previous.disabled}
          onClick={previous.onClick}
        >
          {previous.text}
        </Button>
        <Button
          icon={
            <DirectionalIcon>
              <ChevronRight16Regular />
            </DirectionalIcon>
          }
          iconPosition="after"
          disabled={next.disabled}
          onClick={next.onClick}
        >
          {next.text}
        </Button>
      </span>
    </Nav>
  );
}
