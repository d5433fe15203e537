import { ProgressBar } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router-dom';
import styled from 'styled-components';

const Bar = styled.div`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 1000;
`;

/** A thin loading bar at the top while the router is not idle (spec §2). */
export function RouterLoadingBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Bar>
      <ProgressBar thickness="large" aria-label={t('loading')} />
    </Bar>
  );
}
