import { Button } from '@fluentui/react-components';
import { EmojiSadRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../components/ButtonLink';
import { MessagePanel } from '../../components/MessagePanel';

const Panel = styled(MessagePanel)`
  svg {
    font-size: 96px;
    color: ${({ theme }) => theme.tokens.colorNeutralForeground3};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalM};
`;

function messageOf(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) return error.statusText || undefined;
  if (error instanceof Error) return error.message || undefined;
  return undefined;
}

/** The route-level error screen: a sad face and the error's message (spec §2, §8). */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <Panel role="alert">
      <EmojiSadRegular aria-hidden />
      <h1>{t('error.title')}</h1>
      <p>{messageOf(error) ?? t('error.default')}</p>
      <Actions>
        <Button appearance="primary" onClick={() => window.location.reload()}>
          {t('error.reload')}
        </Button>
        <ButtonLink to="/">{t('notFound.home')}</ButtonLink>
      </Actions>
    </Panel>
  );
}
