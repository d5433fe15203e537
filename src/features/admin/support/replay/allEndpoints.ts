/**
 * Every module that injects RTK Query endpoints, imported for that effect. RTK Query's reducer
 * looks a recorded action's endpoint up, and a page only injects the endpoints of the screens it
 * has opened: a log recorded on the map replayed on a freshly opened viewer needs the map's.
 * `allEndpoints.test.ts` fails when a module that injects endpoints is missing here.
 */
import '../../../data/datasetsApi';
import '../../../map/basemapsApi';
import '../../../map/mapPortalApi';
import '../../../map/mapsApi';
import '../../../mapViewers/mapViewersApi';
import '../../../notifications/notificationsApi';
import '../../../portal/portalEndpoints';
import '../../../portal/profileEndpoints';
import '../../../projects/projectsApi';
import '../../../shell/configApi';
import '../../../standardMaps/standardMapsApi';
import '../../../support/supportEndpoints';
import '../../usage/adminAnalyticsApi';
import '../supportAdminEndpoints';
import './actionLogApi';
