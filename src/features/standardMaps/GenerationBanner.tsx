import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { GenerationJob } from '../../../contracts/standardMaps';
import { GenerationProgress } from '../../components/standardMaps/GenerationProgress';

const Bar = styled(MessageBar)`
  margin-bottom: ${({ theme }) => theme.tokens.spacingVerticalL};
  .fui-MessageBarBody {
    display: grid;
    gap: ${({ theme }) => theme.tokens.spacingVerticalS};
    width: 100%;
  }
`;

/** While the server draws the generated set, the gallery says so and shows how far it is. */
export function GenerationBanner({ job }: { job: GenerationJob }) {
  const { t } = useTranslation('standardMaps');
  return (
    <Bar intent="info" layout="multiline" aria-labelledby="generation-title">
      <MessageBarBody>
        <MessageBarTitle id="generation-title">{t('generation.title')}</MessageBarTitle>
        <span>{t('generation.text')}</span>
        <GenerationProgress job={job} />
      </MessageBarBody>
    </Bar>
  );
}
