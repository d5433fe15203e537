import { Button, type ButtonProps } from '@fluentui/react-components';
import { Mail20Regular } from '@fluentui/react-icons';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { useCameFromState } from './useCameFrom';

export type ContactLinkProps = Omit<ButtonProps, 'as' | 'href' | 'onClick' | 'children'>;

/**
 * "Contact us": a button that is a link to the contact form, carrying the screen the visitor
 * came from into it (the request says where they were).
 */
export function ContactLink(buttonProps: ContactLinkProps) {
  const { t } = useTranslation('support');
  const state = useCameFromState();
  const href = useHref('/support/contact');
  const onLinkClick = useLinkClickHandler<HTMLAnchorElement>('/support/contact', { state });
  const anchorProps = {
    icon: <Mail20Regular />,
    ...buttonProps,
    as: 'a' as const,
    href,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => onLinkClick(event),
  };
  return <Button {...(anchorProps as ButtonProps)}>{t('contactCta.button')}</Button>;
}
