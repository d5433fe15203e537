import { Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 40vh;
`;

/**
 * The progress indicator shown while a screen loads (spec §2). It is also the first thing shown
 * while the translations themselves load, so it must not wait for them.
 */
export function ScreenLoading() {
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  return (
    <Centered aria-busy="true">
      <Spinner label={ready ? t('loading') : undefined} />
    </Centered>
  );
}
