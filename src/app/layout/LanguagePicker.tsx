import { LocalLanguage20Regular } from '@fluentui/react-icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { languageChosen } from '../../features/shell/languageEvents';
import { useAppDispatch } from '../hooks';
import { rememberLanguage } from '../i18n/languagePreference';
import { asLanguage, LANGUAGE_NAMES, LANGUAGES, textDirection } from '../i18n/languages';

const Picker = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;
  color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
  svg {
    position: absolute;
    inset-inline-start: ${({ theme }) => theme.tokens.spacingHorizontalS};
    pointer-events: none;
  }
`;

/* A native list: light on the first screen, the phone's own picker on a phone, and every
   keyboard and screen reader knows it. */
const Choice = styled.select<{ $compact: boolean }>`
  appearance: none;
  max-width: ${({ $compact }) => ($compact ? '36px' : '12em')};
  height: 32px;
  padding-block: 0;
  padding-inline: 32px ${({ $compact }) => ($compact ? '0' : '8px')};
  border: 1px solid
    ${({ theme, $compact }) => ($compact ? 'transparent' : theme.tokens.colorNeutralStroke1)};
  border-radius: ${({ theme }) => theme.tokens.borderRadiusMedium};
  background: ${({ theme }) => theme.tokens.colorNeutralBackground1};
  color: ${({ theme, $compact }) =>
    $compact ? 'transparent' : theme.tokens.colorNeutralForeground1};
  /* The system's font, which has every script: the options name each language in its own, and
     in the web font each script is a file of its own (four more downloads on every page). */
  font-family: system-ui, sans-serif;
  font-size: ${({ theme }) => theme.tokens.fontSizeBase300};
  text-overflow: ellipsis;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.tokens.colorSubtleBackgroundHover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.tokens.colorStrokeFocus2};
  }
  option {
    color: ${({ theme }) => theme.tokens.colorNeutralForeground1};
  }
`;

export interface LanguagePickerProps {
  /** Only the globe shows; the list still names each language. */
  compact?: boolean;
  /** A visible label above the list (the navigation drawer) instead of the globe's name. */
  visibleLabel?: boolean;
}

const Labelled = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.tokens.spacingVerticalXS};
  label {
    font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
  }
`;

/**
 * The interface language (spec §9): every language by its own name. The choice applies at once,
 * is remembered by this browser, and is announced (`languageChosen`) so a signed-in user's
 * profile keeps it too.
 */
export function LanguagePicker({ compact = false, visibleLabel = false }: LanguagePickerProps) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const current = asLanguage(i18n.language) ?? 'en';

  const choose = (value: string) => {
    const language = asLanguage(value);
    if (!language || language === current) return;
    rememberLanguage(language);
    void i18n.changeLanguage(language);
    dispatch(languageChosen(language));
  };

  const picker = (
    <Picker
      title={compact ? t('header.languageNamed', { name: LANGUAGE_NAMES[current] }) : undefined}
    >
      <LocalLanguage20Regular aria-hidden />
      <Choice
        id={id}
        aria-label={visibleLabel ? undefined : t('header.language')}
        $compact={compact}
        value={current}
        onChange={(event) => choose(event.target.value)}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code} dir={textDirection(code)}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </Choice>
    </Picker>
  );
  if (!visibleLabel) return picker;
  return (
    <Labelled>
      <label htmlFor={id}>{t('header.language')}</label>
      {picker}
    </Labelled>
  );
}
