import { Button } from '@fluentui/react-components';
import { ArrowLeft20Regular, Checkmark20Regular, Copy20Regular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ContactReceipt } from '../../../../contracts/support';
import { useServices } from '../../../app/hooks';
import { ButtonLink } from '../../../components/ButtonLink';

const Panel = styled.section`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.tokens.spacingVerticalM};
  max-width: 640px;
  padding: ${({ theme }) => `${theme.tokens.spacingVerticalL} ${theme.tokens.spacingHorizontalL}`};
  border-inline-start: 4px solid ${({ theme }) => theme.tokens.colorPaletteGreenBorder2};
  border-radius: ${({ theme }) => theme.tokens.borderRadiusMedium};
  background: ${({ theme }) => theme.tokens.colorNeutralBackground1};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.tokens.fontSizeBase500};
    &:focus {
      outline: none;
    }
    &:focus-visible {
      outline: 2px solid ${({ theme }) => theme.tokens.colorStrokeFocus2};
    }
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.tokens.fontSizeBase400};
  }
  p {
    margin: 0;
  }
`;

const Reference = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalM};
  code {
    padding: ${({ theme }) => `${theme.tokens.spacingVerticalXS} ${theme.tokens.spacingHorizontalS}`};
    border-radius: ${({ theme }) => theme.tokens.borderRadiusMedium};
    background: ${({ theme }) => theme.tokens.colorNeutralBackground3};
    font-family: ${({ theme }) => theme.tokens.fontFamilyMonospace};
    font-size: ${({ theme }) => theme.tokens.fontSizeBase500};
    user-select: all;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
`;

type Copied = 'no' | 'yes' | 'failed';

export interface ContactReceiptPanelProps {
  receipt: ContactReceipt;
  email: string;
  /** The screen the visitor came from, to go back to. */
  from: string | undefined;
}

/** The request was received: its reference (to copy), what happens next, the ways back. */
export function ContactReceiptPanel({ receipt, email, from }: ContactReceiptPanelProps) {
  const { t } = useTranslation('support');
  const { clipboard } = useServices();
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<Copied>('no');
  useEffect(() => heading.current?.focus(), []);

  const copy = () =>
    clipboard.copyText(receipt.reference).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );

  return (
    <Panel aria-labelledby="contact-sent">
      <h2 id="contact-sent" ref={heading} tabIndex={-1}>
        {t('receipt.title')}
      </h2>
      <p>{t('receipt.reference')}</p>
      <Reference>
        <code aria-label={t('receipt.referenceLabel', { reference: receipt.reference })}>
          {receipt.reference}
        </code>
        <Button
          icon={copied === 'yes' ? <Checkmark20Regular /> : <Copy20Regular />}
          onClick={() => void copy()}
        >
          {t('receipt.copy')}
        </Button>
        <span role="status">
          {copied === 'yes'
            ? t('receipt.copied')
            : copied === 'failed'
              ? t('receipt.copyFailed')
              : ''}
        </span>
      </Reference>
      <h3>{t('receipt.nextTitle')}</h3>
      <p>{t('receipt.next', { email })}</p>
      <p>{t('receipt.quote')}</p>
      {receipt.actionLogAttached && <p>{t('receipt.logAttached')}</p>}
      <Actions>
        <ButtonLink to="/support" appearance="primary" icon={<ArrowLeft20Regular />}>
          {t('receipt.backToHelp')}
        </ButtonLink>
        {from && <ButtonLink to={from}>{t('receipt.backToScreen')}</ButtonLink>}
      </Actions>
    </Panel>
  );
}
