import type { Migration } from 'kysely';
import * as pageViews from './0001_page_views';
import * as portal from './0002_portal';
import * as projects from './0003_projects';
import * as savedMaps from './0004_saved_maps';
import * as bridges from './0005_bridges';
import * as notifications from './0006_notifications';
import * as standardMaps from './0007_standard_maps';
import * as glossary from './0008_glossary';
import * as support from './0009_support';
import * as projectTextIndex from './0010_project_text_index';
import * as projectsVersion from './0011_projects_version';
import * as portalUserCulture from './0012_portal_user_culture';
import * as projectWordCounts from './0013_project_word_counts';
import * as projectPrefixCounts from './0014_project_prefix_counts';
import * as wordCountsAtCommit from './0015_word_counts_at_commit';

/**
 * Every migration, by name. Kysely runs them in the order of their names, so names start with a
 * zero-padded number; a migration once released is never edited, only followed by a new one.
 * Imported rather than read from disk so the same list works under tsx, jest and compiled code.
 */
export const migrations: Record<string, Migration> = {
  '0001_page_views': pageViews,
  '0002_portal': portal,
  '0003_projects': projects,
  '0004_saved_maps': savedMaps,
  '0005_bridges': bridges,
  '0006_notifications': notifications,
  '0007_standard_maps': standardMaps,
  '0008_glossary': glossary,
  '0009_support': support,
  '0010_project_text_index': projectTextIndex,
  '0011_projects_version': projectsVersion,
  '0012_portal_user_culture': portalUserCulture,
  '0013_project_word_counts': projectWordCounts,
  '0014_project_prefix_counts': projectPrefixCounts,
  '0015_word_counts_at_commit': wordCountsAtCommit,
};
