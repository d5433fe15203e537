import { Checkbox, Field, Radio, RadioGroup, useId } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PageName } from '../../../../contracts/pages';
import { PAGE_CHOICES } from './notificationForm';

export const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.tokens.spacingVerticalXS};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.tokens.spacingVerticalXS};
    font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
  }
`;

export const FieldProblemText = styled.div`
  color: ${({ theme }) => theme.tokens.colorPaletteRedForeground1};
  font-size: ${({ theme }) => theme.tokens.fontSizeBase200};
`;

const Pages = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(190px, 1fr));
`;

export interface PlacementFieldsProps {
  isGlobal: boolean;
  pages: PageName[];
  onChange(change: { isGlobal?: boolean; pages?: PageName[] }): void;
  /** The translated problem with the pages, if any. */
  problem?: string;
  disabled?: boolean;
}

/** On every page, or on the pages chosen (at least one): the page names of spec §2. */
export function PlacementFields({
  isGlobal,
  pages,
  onChange,
  problem,
  disabled,
}: PlacementFieldsProps) {
  const { t } = useTranslation('admin');
  const problemId = useId('pages-problem');
  const toggle = (page: PageName, checked: boolean) =>
    onChange({
      pages: checked ? [...pages, page] : pages.filter((chosen) => chosen !== page),
    });

  return (
    <>
      <Field label={t('form.placement.label')}>
        <RadioGroup
          value={isGlobal ? 'global' : 'pages'}
          disabled={disabled}
          onChange={(_, data) => onChange({ isGlobal: data.value === 'global' })}
        >
          <Radio value="global" label={t('form.placement.global')} />
          <Radio value="pages" label={t('form.placement.pages')} />
        </RadioGroup>
      </Field>
      {!isGlobal && (
        <Fieldset data-field="pages" aria-describedby={problem ? problemId : undefined}>
          <legend>{t('form.pages')}</legend>
          <Pages>
            {PAGE_CHOICES.map((page) => (
              <Checkbox
                key={page}
                label={t(`pages.${page}`)}
                checked={pages.includes(page)}
                disabled={disabled}
                onChange={(_, data) => toggle(page, data.checked === true)}
              />
            ))}
          </Pages>
          {problem && <FieldProblemText id={problemId}>{problem}</FieldProblemText>}
        </Fieldset>
      )}
    </>
  );
}
