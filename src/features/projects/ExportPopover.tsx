import {
  Button,
  Checkbox,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Radio,
  RadioGroup,
  Field,
} from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
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

/** Export of the current search (all its rows, in its order) in a format and chosen columns. */
export function ExportPopover({ query }: { query: ProjectSearchQuery }) {
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
    sort: query.sort,
    order: query.order,
    format,
    columns: EXPORT_COLUMNS.filter((column) => columns.includes(column)).join(','),
  })}`;

  return (
    <Popover trapFocus>
      <PopoverTrigger disableButtonEnhancement>
        <Button icon={<ArrowDownload20Regular />}>{t('export.button')}</Button>
      </PopoverTrigger>
      <PopoverSurface aria-label={t('export.title')}>
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
        <Button as="a" appearance="primary" href={href} download disabled={columns.length === 0}>
          {t('export.download')}
        </Button>
      </PopoverSurface>
    </Popover>
  );
}
