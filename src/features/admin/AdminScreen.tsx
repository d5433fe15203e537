import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ButtonLink } from '../../components/ButtonLink';
import { MessagePanel } from '../../components/MessagePanel';
import { ScreenIntro } from '../../components/ScreenIntro';
import { ScreenLoading } from '../../components/ScreenLoading';
import { AdminNav } from './AdminNav';
import { NotificationsListScreen } from './notifications/NotificationsListScreen';

// The editor (Quill) and the usage charts (Chart.js) are each loaded when first opened.
const loadEditor = () =>
  import(/* webpackChunkName: "admin-editor" */ './notifications/NotificationEditorScreen');
const NewNotificationScreen = lazy(() =>
  loadEditor().then((module) => ({ default: module.NewNotificationScreen })),
);
const EditNotificationScreen = lazy(() =>
  loadEditor().then((module) => ({ default: module.EditNotificationScreen })),
);
// The standard-map pages share one chunk: the library's table, the upload and editing forms.
const StandardMapsAdminScreen = lazy(() =>
  import(
    /* webpackChunkName: "admin-standard-maps" */ './standardMaps/StandardMapsAdminScreen'
  ).then((module) => ({ default: module.StandardMapsAdminScreen })),
);
const NewStandardMapScreen = lazy(() =>
  import(/* webpackChunkName: "admin-standard-maps" */ './standardMaps/NewStandardMapScreen').then(
    (module) => ({ default: module.NewStandardMapScreen }),
  ),
);
const EditStandardMapScreen = lazy(() =>
  import(/* webpackChunkName: "admin-standard-maps" */ './standardMaps/EditStandardMapScreen').then(
    (module) => ({ default: module.EditStandardMapScreen }),
  ),
);
// The data glossary's pages share one chunk: datasets, terms and the changes made.
const DatasetsAdminScreen = lazy(() =>
  import(/* webpackChunkName: "admin-datasets" */ './datasets/DatasetsAdminScreen').then(
    (module) => ({ default: module.DatasetsAdminScreen }),
  ),
);
const EditDatasetScreen = lazy(() =>
  import(/* webpackChunkName: "admin-datasets" */ './datasets/EditDatasetScreen').then(
    (module) => ({ default: module.EditDatasetScreen }),
  ),
);
const TermsAdminScreen = lazy(() =>
  import(/* webpackChunkName: "admin-datasets" */ './datasets/TermsAdminScreen').then((module) => ({
    default: module.TermsAdminScreen,
  })),
);
const NewTermScreen = lazy(() =>
  import(/* webpackChunkName: "admin-datasets" */ './datasets/TermEditScreen').then((module) => ({
    default: module.NewTermScreen,
  })),
);
const EditTermScreen = lazy(() =>
  import(/* webpackChunkName: "admin-datasets" */ './datasets/TermEditScreen').then((module) => ({
    default: module.EditTermScreen,
  })),
);
const GlossaryAuditScreen = lazy(() =>
  import(/* webpackChunkName: "admin-datasets" */ './datasets/GlossaryAuditScreen').then(
    (module) => ({ default: module.GlossaryAuditScreen }),
  ),
);
// The support inbox and the action-log replay viewer (Redux DevTools' monitors) are apart:
// the viewer's monitors are large and only the replay needs them.
const SupportAdminScreen = lazy(() =>
  import(/* webpackChunkName: "admin-support" */ './support/SupportAdminScreen').then((module) => ({
    default: module.SupportAdminScreen,
  })),
);
const ReplayScreen = lazy(() =>
  import(/* webpackChunkName: "admin-replay" */ './support/replay/ReplayScreen').then((module) => ({
    default: module.ReplayScreen,
  })),
);
const UsageScreen = lazy(() =>
  import(/* webpackChunkName: "admin-usage" */ './usage/UsageScreen').then((module) => ({
    default: module.UsageScreen,
  })),
);

/** Any other path under /admin: said within the area, whose navigation stays. */
function AdminNotFound() {
  const { t } = useTranslation('admin');
  return (
    <MessagePanel>
      <h2>{t('notFound.title')}</h2>
      <p>{t('notFound.message')}</p>
      <ButtonLink to="/admin/notifications" appearance="primary">
        {t('notFound.back')}
      </ButtonLink>
    </MessagePanel>
  );
}

/**
 * /admin/* — the administration area (administrators only, guarded by the routes): its title,
 * its sections' navigation, and the section shown. /admin itself opens the notifications.
 */
export function AdminScreen() {
  return (
    <>
      <ScreenIntro screen="admin" />
      <AdminNav />
      <Suspense fallback={<ScreenLoading />}>
        <Routes>
          <Route index element={<Navigate to="notifications" replace />} />
          <Route path="notifications" element={<NotificationsListScreen />} />
          <Route path="notifications/new" element={<NewNotificationScreen />} />
          <Route path="notifications/:id" element={<EditNotificationScreen />} />
          <Route path="standard-maps" element={<StandardMapsAdminScreen />} />
          <Route path="standard-maps/new" element={<NewStandardMapScreen />} />
          <Route path="standard-maps/:id" element={<EditStandardMapScreen />} />
          <Route path="datasets" element={<DatasetsAdminScreen />} />
          <Route path="datasets/terms" element={<TermsAdminScreen />} />
          <Route path="datasets/terms/new" element={<NewTermScreen />} />
          <Route path="datasets/terms/:id" element={<EditTermScreen />} />
          <Route path="datasets/audit" element={<GlossaryAuditScreen />} />
          <Route path="datasets/:portalId" element={<EditDatasetScreen />} />
          <Route path="support/replay" element={<ReplayScreen />} />
          <Route path="support/*" element={<SupportAdminScreen />} />
          <Route path="usage" element={<UsageScreen />} />
          <Route path="*" element={<AdminNotFound />} />
        </Routes>
      </Suspense>
    </>
  );
}
