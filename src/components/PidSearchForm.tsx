import { Button, Input, Label, useId } from '@fluentui/react-components';
import { Search20Regular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.tokens.spacingVerticalXS};
  min-width: 0;
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalXS};
  > span {
    flex: 1;
    min-width: 0;
  }
`;

const VisuallyHidden = styled(Label)`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

export interface PidSearchFormProps {
  /** Show the label above the box instead of only to screen readers. */
  visibleLabel?: boolean;
  size?: 'medium' | 'large';
  /** Called after a search navigated (the navigation drawer closes itself). */
  onSearched?: () => void;
  className?: string;
}

/**
 * The *Search by PID* form (spec §2): a non-empty value goes to /projects?pid=…, an empty one
 * does not navigate, and clearing the box removes `pid` from the address.
 */
export function PidSearchForm({ visibleLabel, size, onSearched, className }: PidSearchFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const addressPid = searchParams.get('pid') ?? '';
  const [value, setValue] = useState(addressPid);
  // The box follows the address: on another screen it is empty, after a search it holds the PID
  // searched (set while rendering, as React advises for state derived from a changed input).
  const address = `${useLocation().pathname}?${addressPid}`;
  const [shownFor, setShownFor] = useState(address);
  if (shownFor !== address) {
    setShownFor(address);
    setValue(addressPid);
  }
  const inputId = useId('pid-search');

  const onChange = (next: string) => {
    setValue(next);
    if (next === '' && searchParams.has('pid')) {
      setSearchParams(
        (params) => {
          params.delete('pid');
          return params;
        },
        { replace: true },
      );
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const pid = value.trim();
    if (!pid) return;
    navigate(`/projects?${new URLSearchParams({ pid })}`);
    onSearched?.();
  };

  const label = t('pidSearch.label');
  return (
    <Form role="search" aria-label={label} onSubmit={onSubmit} className={className}>
      {visibleLabel ? (
        <Label htmlFor={inputId}>{label}</Label>
      ) : (
        <VisuallyHidden htmlFor={inputId}>{label}</VisuallyHidden>
      )}
      <Row>
        <Input
          id={inputId}
          type="search"
          name="pid"
          size={size}
          value={value}
          placeholder={t('pidSearch.placeholder')}
          autoComplete="off"
          onChange={(_, data) => onChange(data.value)}
        />
        <Button
          type="submit"
          size={size}
          appearance="primary"
          icon={<Search20Regular />}
          aria-label={t('pidSearch.submit')}
        />
      </Row>
    </Form>
  );
}
