// The ordered list of migrations. Listed statically (not read from disk) so the bundled executable carries them.
import type { Migration } from 'kysely';
import * as initial from './2026-11-22-001-initial';
import * as ftcSync from './2026-11-24-001-ftc-sync';
import * as tableVersions from './2026-11-24-002-table-versions';
import * as teamAccounts from './2026-11-24-010-team-accounts';
import * as siteSettings from './2026-11-24-030-site-settings';
import * as sponsorLibrary from './2026-11-24-020-sponsor-library';
import * as calendarLinks from './2026-11-24-021-calendar-links';
import * as demoRows from './2026-11-24-022-demo-rows';
import * as publishing from './2026-11-25-010-publishing';
import * as activity from './2026-11-25-020-activity';
import * as imageVariants from './2026-11-25-030-image-variants';
import * as uploadQuota from './2026-11-26-030-upload-quota';
import * as ftcSeasonCodes from './2026-11-26-050-ftc-season-codes';
import * as ftcRealData from './2026-11-26-051-ftc-real-data';
import * as ftcResults from './2026-11-27-010-ftc-results';
import * as homeStatFigures from './2026-11-27-100-home-stat-figures';
import * as postSlugs from './2026-11-27-200-post-slugs';
import * as searchIndex from './2026-11-27-201-search-index';
import * as mail from './2026-11-27-400-mail';
import * as passwordChangeRequired from './2026-11-28-100-password-change-required';
import * as teamRequests from './2026-11-28-200-team-requests';
import * as richText from './2026-11-28-300-rich-text';
import * as activityChanges from './2026-11-29-100-activity-changes';
import * as binAndRequestExpiry from './2026-11-29-200-bin-and-request-expiry';
import * as mediaLibrary from './2026-11-29-300-media-library';
import * as binSponsors from './2026-11-30-200-bin-sponsors';
import * as contentTranslations from './2026-11-30-300-content-translations';
import * as resourceTranslations from './2026-11-30-310-resource-translations';
import * as searchIndexEn from './2026-11-30-320-search-index-en';
import * as searchResourcesEn from './2026-11-30-330-search-resources-en';

export const migrations: Record<string, Migration> = {
  '2026-11-22-001-initial': initial,
  '2026-11-24-001-ftc-sync': ftcSync,
  '2026-11-24-002-table-versions': tableVersions,
  '2026-11-24-010-team-accounts': teamAccounts,
  '2026-11-24-030-site-settings': siteSettings,
  '2026-11-24-020-sponsor-library': sponsorLibrary,
  '2026-11-24-021-calendar-links': calendarLinks,
  '2026-11-24-022-demo-rows': demoRows,
  '2026-11-25-010-publishing': publishing,
  '2026-11-25-020-activity': activity,
  '2026-11-25-030-image-variants': imageVariants,
  '2026-11-26-030-upload-quota': uploadQuota,
  '2026-11-26-050-ftc-season-codes': ftcSeasonCodes,
  '2026-11-26-051-ftc-real-data': ftcRealData,
  '2026-11-27-010-ftc-results': ftcResults,
  '2026-11-27-100-home-stat-figures': homeStatFigures,
  '2026-11-27-200-post-slugs': postSlugs,
  '2026-11-27-201-search-index': searchIndex,
  '2026-11-27-400-mail': mail,
  '2026-11-28-100-password-change-required': passwordChangeRequired,
  '2026-11-28-200-team-requests': teamRequests,
  '2026-11-28-300-rich-text': richText,
  '2026-11-29-100-activity-changes': activityChanges,
  '2026-11-29-200-bin-and-request-expiry': binAndRequestExpiry,
  '2026-11-29-300-media-library': mediaLibrary,
  '2026-11-30-200-bin-sponsors': binSponsors,
  '2026-11-30-300-content-translations': contentTranslations,
  '2026-11-30-310-resource-translations': resourceTranslations,
  '2026-11-30-320-search-index-en': searchIndexEn,
  '2026-11-30-330-search-resources-en': searchResourcesEn,
};
