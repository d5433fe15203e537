import { Button, type ButtonProps } from '@fluentui/react-components';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export type ButtonLinkProps = Omit<ButtonProps, 'as' | 'href' | 'onClick'> & { to: string };

/**
 * A Fluent button that is a real link to an app route: it has an `href` (open in a new tab
 * works) and navigates inside the app on a plain click.
 */
export function ButtonLink({ to, ...buttonProps }: ButtonLinkProps) {
  const href = useHref(to);
  const onLinkClick = useLinkClickHandler<HTMLAnchorElement>(to);
  const anchorProps = {
    ...buttonProps,
    as: 'a' as const,
    href,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => onLinkClick(event),
  };
  return <Button {...(anchorProps as ButtonProps)} />;
}
