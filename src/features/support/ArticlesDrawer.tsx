import { BookOpen20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { PhoneDrawer } from '../../components/PhoneDrawer';
import { ArticleNav } from './ArticleNav';

/** On a phone the help centre's contents fold into a drawer; choosing an article closes it. */
export function ArticlesDrawer() {
  const { t } = useTranslation('support');
  return (
    <PhoneDrawer
      openLabel={t('nav.open')}
      openIcon={<BookOpen20Regular />}
      title={t('nav.title')}
      closeLabel={t('nav.close')}
      headingId="help-contents-drawer"
      position="start"
    >
      {(close) => <ArticleNav labelledBy="help-contents-drawer" onChoose={close} />}
    </PhoneDrawer>
  );
}
