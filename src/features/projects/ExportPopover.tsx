import {
  Button,
  Checkbox,
  Popover,
  PopoverSurface,
  Radio,
  RadioGroup,
  Field,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useOpenedOnce } from '../../components/useOpenedOnce';
import { EXPORT_COLUMNS, EXPORT_FORMATS } from '../../../contracts/projectFields';
import type { ProjectSearchQuery } from '../../../contracts/projects';
import { apiBaseUrl } from '../../lib/absoluteUrl';
import { toQueryString } from '../../lib/queryString';
import { filtersOf } from './searchParams';

type Format = (typeof EXPORT_FORMATS)[number];
type Column = (typeof EXPORT_COLUMNS)[number];

const Columns = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  margin: ${({ theme }) => theme.tokens.spacingVerticalM} 0;
  padding: 0;
  border: 0;
  legend {
    font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
  }
`;

const Note = styled.p`
  max-width: 36ch;
  margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalM};
`;

/**
 * Export of the current search (all its rows, in its order; a word search in relevance order
 * comes in PID order) in a format and chosen columns. `capped`: the count of a word search
 * stopped at this many (formatted) — the file still holds every match, and says so.
 *
 * The popover is mounted when first opened (and kept), anchored to its button, rather than built
 * around a PopoverTrigger: Fluent's trigger starts Tabster's modalizer on every page that shows
 * the button, and with it two focus sentinels (aria-hidden, yet tabbable) around the page. The
 * button names itself the place the focus returns to, as the trigger did.
 */
export function ExportPopover({ query, capped }: { query: ProjectSearchQuery; capped?: string }) {
  const { t } = useTranslation('projects');
  const [format, setFormat] = useState<Format>('csv');
  const [columns, setColumns] = useState<Column[]>([
    'pid',
    'name',
    'district',
    'counties',
    'workType',
    'phase',
    'fiscalYear',
    'saleDate',
    'estimatedCost',
  ]);
  const href = `${apiBaseUrl()}/projects/export?${toQueryString({
    ...filtersOf(query),
    // Exports sort by a column; relevance (a word search's default) is not one.
    ...(query.sort && query.sort !== 'relevance' ? { sort: query.sort, order: query.order } : {}),
    format,
    columns: EXPORT_COLUMNS.filter((column) => columns.includes(column)).join(','),
  })}`;

  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const restoreFocusTarget = useRestoreFocusTarget();

  return (
    <>
      <Button
        {...restoreFocusTarget}
        ref={setOpener}
        icon={<ArrowDownload20Regular />}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((shown) => !shown)}
      >
        {t('export.button')}
      </Button>
      {opened && (
        <Popover
          trapFocus
          open={open}
          positioning={{ target: opener }}
          onOpenChange={(event, data) => {
            // A click on the button is "outside" the popover: the button's own toggle handles it.
            if (!data.open && opener?.contains(event.target as Node)) return;
            setOpen(data.open);
          }}
        >
          <PopoverSurface aria-label={t('export.title')}>
            {capped !== undefined && <Note>{t('export.capped', { formatted: capped })}</Note>}
            <Field label={t('export.format')}>
              <RadioGroup
                value={format}
                onChange={(_, data) => setFormat(data.value as Format)}
                layout="horizontal"
              >
                {EXPORT_FORMATS.map((value) => (
                  <Radio key={value} value={value} label={t(`export.formats.${value}`)} />
                ))}
              </RadioGroup>
            </Field>
            <Columns>
              <legend>{t('export.columns')}</legend>
              {EXPORT_COLUMNS.map((column) => (
                <Checkbox
                  key={column}
                  label={t(`columns.${column}`)}
                  checked={columns.includes(column)}
                  onChange={(_, data) =>
                    setColumns((current) =>
                      data.checked ? [...current, column] : current.filter((c) => c !== column),
                    )
                  }
                />
              ))}
            </Columns>
            <Button
              as="a"
              appearance="primary"
              href={href}
              download
              disabled={columns.length === 0}
            >
              {t('export.download')}
            </Button>
          </PopoverSurface>
        </Popover>
      )}
    </>
  );
}
