import { Route, Routes } from 'react-router-dom';
import { ArticleNotFound } from './article/ArticleNotFound';
import { ArticleScreen } from './article/ArticleScreen';
import { ContactScreen } from './contact/ContactScreen';
import { HelpLayout } from './HelpLayout';
import { SearchScreen } from './search/SearchScreen';
import { SupportHome } from './SupportHome';

/**
 * /support/* — Information & Support: the help centre's home, an article
 * (`/support/{slug}`), the search (`/support/search?q=`) and the contact form
 * (`/support/contact`), all beside the list of articles (a drawer on a phone).
 */
export function SupportScreen() {
  return (
    <Routes>
      <Route element={<HelpLayout />}>
        <Route index element={<SupportHome />} />
        <Route path="search" element={<SearchScreen />} />
        <Route path="contact" element={<ContactScreen />} />
        <Route path=":slug" element={<ArticleScreen />} />
        <Route path="*" element={<ArticleNotFound />} />
      </Route>
    </Routes>
  );
}
