import { FluentProvider } from '@fluentui/react-components';
import type { i18n } from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import type { AppStore } from './store';
import { textDirection } from './i18n/languages';
import { fluentTheme } from './theme/fluentTheme';
import { GlobalStyle } from './theme/GlobalStyle';
import { styledTheme } from './theme/styledTheme';

/**
 * The direction of the language chosen. Not `i18n.dir()`: without an argument it answers for
 * the language whose bundles resolved, which is English until the chosen one has loaded.
 */
function useTextDirection(i18nInstance: i18n): 'ltr' | 'rtl' {
  const [dir, setDir] = useState(() => textDirection(i18nInstance.language));
  useEffect(() => {
    const update = (language: string) => setDir(textDirection(language));
    i18nInstance.on('languageChanged', update);
    return () => i18nInstance.off('languageChanged', update);
  }, [i18nInstance]);
  return dir;
}

export interface AppProvidersProps {
  store: AppStore;
  i18n: i18n;
  children: ReactNode;
}

/** Store, translations, Fluent theme and styled-components theme: everything a screen needs. */
export function AppProviders({ store, i18n: i18nInstance, children }: AppProvidersProps) {
  const dir = useTextDirection(i18nInstance);
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18nInstance}>
        <FluentProvider theme={fluentTheme} dir={dir} style={{ height: '100%' }}>
          <ThemeProvider theme={styledTheme}>
            <GlobalStyle />
            {children}
          </ThemeProvider>
        </FluentProvider>
      </I18nextProvider>
    </Provider>
  );
}
