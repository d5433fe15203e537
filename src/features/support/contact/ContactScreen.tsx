import { Button } from '@fluentui/react-components';
import { ArrowDown20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ContactReceipt } from '../../../../contracts/support';
import { ArticleBody } from '../article/ArticleBody';
import { FallbackNotice } from '../article/FallbackNotice';
import { HelpPageHeader } from '../HelpPageHeader';
import { useGetArticleQuery } from '../supportEndpoints';
import { langWhenOther, useArticleLanguage } from '../useArticleLanguage';
import { useCameFrom, useCameFromState } from '../useCameFrom';
import { useDocumentTitle } from '../useDocumentTitle';
import { ContactForm } from './ContactForm';
import { ContactReceiptPanel } from './ContactReceiptPanel';

/** The help article of the contact page: other ways to reach the team. */
const CONTACT_ARTICLE = 'contact';

const FormTitle = styled.h2`
  margin: ${({ theme }) => `${theme.tokens.spacingVerticalXL} 0 ${theme.tokens.spacingVerticalM}`};
  font-size: ${({ theme }) => theme.tokens.fontSizeBase500};
`;

const GoToForm = styled(Button)`
  margin-bottom: ${({ theme }) => theme.tokens.spacingVerticalL};
`;

/**
 * `/support/contact` — the contact article (when the help centre has it) and the contact form;
 * once sent, the receipt with its reference number.
 */
export function ContactScreen() {
  const { t } = useTranslation('support');
  const from = useCameFrom();
  const state = useCameFromState();
  const lang = useArticleLanguage();
  const article = useGetArticleQuery({ slug: CONTACT_ARTICLE, lang });
  const textLang = article.data && langWhenOther(article.data.language, lang);
  const [sent, setSent] = useState<{ receipt: ContactReceipt; email: string } | null>(null);
  useDocumentTitle(t('contact.title'));

  return (
    <>
      <HelpPageHeader
        title={t('contact.title')}
        crumb={t(`sections.${article.data?.section ?? 'about'}.title`)}
        description={t('contact.intro')}
      />
      {sent ? (
        <ContactReceiptPanel receipt={sent.receipt} email={sent.email} from={from} />
      ) : (
        <>
          {article.data && (
            <>
              {/* The article is long: the form is one step away. */}
              <GoToForm
                icon={<ArrowDown20Regular />}
                onClick={() => {
                  const name = document.getElementById('contact-name');
                  name?.scrollIntoView?.({ block: 'center' });
                  name?.focus({ preventScroll: true });
                }}
              >
                {t('contact.goToForm')}
              </GoToForm>
              {textLang && <FallbackNotice />}
              <ArticleBody html={article.data.html} highlight={[]} state={state} lang={textLang} />
            </>
          )}
          <FormTitle id="contact-form-title">{t('contact.formTitle')}</FormTitle>
          <ContactForm onSent={(receipt, email) => setSent({ receipt, email })} />
        </>
      )}
    </>
  );
}
