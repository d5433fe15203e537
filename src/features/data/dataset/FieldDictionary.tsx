import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import type { DatasetField } from '../../../../contracts/datasets';
import { useAppSelector } from '../../../app/hooks';
import { selectIsDrawerMode } from '../../shell/appSlice';
import { English } from '../English';
import type { ValueNames } from '../valueNames';
import { FieldSamples, FieldValues } from './FieldValues';

const COLUMNS = ['name', 'type', 'definition', 'units', 'values', 'samples'] as const;

/** The row or card a link pointed at (`#field-workType`): marked until another is. */
const targeted = css`
  &[data-targeted='true'] {
    background: ${({ theme }) => theme.tokens.colorBrandBackground2};
    outline: 2px solid ${({ theme }) => theme.palette.primary};
  }
  &:focus {
    outline: 2px solid ${({ theme }) => theme.tokens.colorStrokeFocus2};
  }
`;

const Grid = styled(Table)`
  table-layout: fixed;
  th,
  td {
    vertical-align: top;
    padding-block: ${({ theme }) => theme.tokens.spacingVerticalS};
    overflow-wrap: anywhere;
  }
  col.name {
    width: 16%;
  }
  col.type,
  col.units {
    width: 8%;
  }
  col.definition {
    width: 32%;
  }
  tr {
    ${targeted}
  }
`;

const Name = styled.span`
  display: grid;
  code {
    font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
  }
  span {
    color: ${({ theme }) => theme.tokens.colorNeutralForeground3};
  }
`;

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.tokens.spacingVerticalM};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  padding: ${({ theme }) => theme.tokens.spacingHorizontalM};
  background: ${({ theme }) => theme.tokens.colorNeutralBackground1};
  border: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
  border-radius: ${({ theme }) => theme.tokens.borderRadiusMedium};
  overflow-wrap: anywhere;
  ${targeted}
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.tokens.fontSizeBase400};
  }
  dl {
    display: grid;
    gap: ${({ theme }) => theme.tokens.spacingVerticalXXS};
    margin: ${({ theme }) => theme.tokens.spacingVerticalS} 0 0;
  }
  dt {
    color: ${({ theme }) => theme.tokens.colorNeutralForeground3};
    font-size: ${({ theme }) => theme.tokens.fontSizeBase200};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalXS};
  }
`;

export const fieldAnchor = (name: string) => `field-${name}`;

function TypeText({ field }: { field: DatasetField }) {
  const { t } = useTranslation('data');
  const type = t(`fieldTypes.${field.type}`, { defaultValue: field.type });
  return <>{field.length ? t('fields.typeLength', { type, length: field.length }) : type}</>;
}

export interface FieldDictionaryProps {
  fields: DatasetField[];
  /** The field a link pointed at, if any. */
  targeted?: string;
  /** The names of the values of TIMS's closed lists in the interface language. */
  nameOf: ValueNames;
}

/**
 * Every field of the dataset explained: its name and alias, type, definition, units, the
 * values it takes with their counts, and samples. Each row is `#field-<name>`, so terms and
 * links can point at it. A table on a wide screen; a card per field on a phone.
 */
export function FieldDictionary({ fields, targeted, nameOf }: FieldDictionaryProps) {
  const { t } = useTranslation('data');
  const cards = useAppSelector(selectIsDrawerMode);

  if (cards) {
    return (
      <Cards aria-label={t('fields.label')}>
        {fields.map((field) => (
          <Card
            key={field.name}
            id={fieldAnchor(field.name)}
            tabIndex={-1}
            data-targeted={field.name === targeted}
            aria-labelledby={`${fieldAnchor(field.name)}-name`}
          >
            <h3 id={`${fieldAnchor(field.name)}-name`}>
              <code>{field.name}</code> · <English>{field.alias}</English>
            </h3>
            <dl>
              <dt>{t('fields.columns.type')}</dt>
              <dd>
                <TypeText field={field} />
              </dd>
              <dt>{t('fields.columns.definition')}</dt>
              <dd>
                {field.definition ? (
                  <English>{field.definition}</English>
                ) : (
                  t('fields.noDefinition')
                )}
              </dd>
              {field.units && (
                <>
                  <dt>{t('fields.columns.units')}</dt>
                  <dd>
                    <English>{field.units}</English>
                  </dd>
                </>
              )}
              {field.values && field.values.length > 0 && (
                <>
                  <dt>{t('fields.columns.values')}</dt>
                  <dd>
                    <FieldValues field={field} nameOf={nameOf} />
                  </dd>
                </>
              )}
              {field.samples.length > 0 && (
                <>
                  <dt>{t('fields.columns.samples')}</dt>
                  <dd>
                    <FieldSamples field={field} nameOf={nameOf} />
                  </dd>
                </>
              )}
            </dl>
          </Card>
        ))}
      </Cards>
    );
  }

  return (
    <Grid aria-label={t('fields.label')} size="small">
      <colgroup>
        {COLUMNS.map((column) => (
          <col key={column} className={column} />
        ))}
      </colgroup>
      <TableHeader>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableHeaderCell key={column}>{t(`fields.columns.${column}`)}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {fields.map((field) => (
          <TableRow
            key={field.name}
            id={fieldAnchor(field.name)}
            tabIndex={-1}
            data-targeted={field.name === targeted}
          >
            <TableCell>
              <Name>
                <code>{field.name}</code>
                <English>{field.alias}</English>
              </Name>
            </TableCell>
            <TableCell>
              <TypeText field={field} />
            </TableCell>
            <TableCell>
              {field.definition ? <English>{field.definition}</English> : t('fields.noDefinition')}
            </TableCell>
            <TableCell>{field.units ? <English>{field.units}</English> : '—'}</TableCell>
            <TableCell>
              <FieldValues field={field} nameOf={nameOf} />
            </TableCell>
            <TableCell>
              <FieldSamples field={field} nameOf={nameOf} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Grid>
  );
}
