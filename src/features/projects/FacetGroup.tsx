import { Checkbox, Input } from '@fluentui/react-components';
import { Search16Regular } from '@fluentui/react-icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatCount } from './format';

export const Group = styled.details`
  margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalM};
  summary {
    cursor: pointer;
    padding: ${({ theme }) => theme.tokens.spacingVerticalXS} 0;
    line-height: ${({ theme }) => theme.tokens.lineHeightBase300};
    font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
  }
  fieldset {
    display: grid;
    gap: ${({ theme }) => theme.tokens.spacingVerticalXXS};
    max-height: 320px;
    overflow-y: auto;
    margin: 0;
    padding: 0;
    border: 0;
  }
`;

/**
 * The space `$groups` closed groups take (each a summary's line and padding, and the group's
 * margin, as Group above sets them): held while the counts load, so what comes below does not
 * move when the groups arrive.
 */
export const ClosedGroupsSpace = styled.div<{ $groups: number }>`
  min-height: calc(
    ${({ $groups }) => $groups} *
      (
        ${({ theme }) => theme.tokens.lineHeightBase300} + 2 *
          ${({ theme }) => theme.tokens.spacingVerticalXS} +
          ${({ theme }) => theme.tokens.spacingVerticalM}
      )
  );
`;

const Filter = styled(Input)`
  width: 100%;
  margin-bottom: ${({ theme }) => theme.tokens.spacingVerticalXS};
`;

export interface FacetEntry<V extends string | number> {
  value: V;
  text: string;
  count: number;
}

export interface FacetGroupProps<V extends string | number> {
  title: string;
  entries: FacetEntry<V>[];
  selected: readonly V[];
  onChange(selected: V[]): void;
  /** Open at first (groups with a selection always are). */
  defaultOpen?: boolean;
  /** Label of the box that narrows a long list; the box shows for more than 12 entries. */
  filterLabel?: string;
  children?: ReactNode;
}

/**
 * One facet: a collapsible group of checkboxes, each value with how many projects it would
 * find. A selected value stays listed even when nothing else matches it, so it can be cleared.
 */
export function FacetGroup<V extends string | number>(props: FacetGroupProps<V>) {
  const { title, entries, selected, onChange, defaultOpen = false, filterLabel } = props;
  const { i18n } = useTranslation('projects');
  const [narrow, setNarrow] = useState('');
  // A closed group's checkboxes are made when it is first opened: the counties alone are 88
  // Fluent checkboxes, and on a phone every group starts closed.
  const startsOpen = defaultOpen || selected.length > 0;
  const [opened, setOpened] = useState(startsOpen);
  const made = opened || startsOpen;
  const listed = [
    ...entries,
    ...selected
      .filter((value) => !entries.some((entry) => entry.value === value))
      .map((value) => ({ value, text: String(value), count: 0 })),
  ];
  const words = narrow.trim().toLowerCase();
  const shown = words
    ? listed.filter(
        (entry) => selected.includes(entry.value) || entry.text.toLowerCase().includes(words),
      )
    : listed;
  return (
    <Group
      open={startsOpen || undefined}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary>
        {title}
        {selected.length > 0 && ` (${formatCount(selected.length, i18n.language)})`}
      </summary>
      {made && filterLabel && listed.length > 12 && (
        <Filter
          type="search"
          size="small"
          aria-label={filterLabel}
          placeholder={filterLabel}
          contentBefore={<Search16Regular />}
          value={narrow}
          onChange={(_, data) => setNarrow(data.value)}
        />
      )}
      <fieldset aria-label={title}>
        {made &&
          shown.map((entry) => (
            <Checkbox
              key={entry.value}
              label={`${entry.text} (${formatCount(entry.count, i18n.language)})`}
              checked={selected.includes(entry.value)}
              onChange={(_, data) =>
                onChange(
                  data.checked === true
                    ? [...selected, entry.value]
                    : selected.filter((value) => value !== entry.value),
                )
              }
            />
          ))}
      </fieldset>
      {props.children}
    </Group>
  );
}
