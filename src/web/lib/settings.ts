// Public settings from the server (issue 13): contact address, links, embeds, home page content, brochures, bank and
// payment details. An empty entry hides its block; before the answer arrives nothing optional is shown.
import type { PublicSiteSettings } from '../../shared/schemas/site-settings';
import { useReadLang } from './i18n';
import { queries, usePublicQuery } from './queries';

export type SiteSettings = PublicSiteSettings;

export const DEFAULT_SETTINGS: SiteSettings = {
  contactEmail: 'info@ftcromania.ro',
  teamPortalUrl: null,
  analyticsId: null,
  payment: null,
  social: [],
  embeds: {
    playlistId: null,
    teamMapUrl: null,
    firstVideoId: null,
    trainingVideoIds: [],
    getStartedVideoId: null,
    volunteerFormUrl: null,
    alumniFormUrl: null,
  },
  homeStats: [],
  figures: { students: null, teams: null, seasons: null, volunteers: null, invested: null },
  roleEmails: {
    presidentEmail: null,
    programmeEmail: null,
    alumniEmail: null,
    marketingEmail: null,
    graphicsEmail: null,
    judgingEmail: null,
    partnershipsEmail: null,
  },
  legal: { name: null, cif: null, registration: null, address: null, phone: null },
  slides: [],
  brochures: { presentationRo: null, presentationEn: null, contractTemplate: null, sponsorshipPackages: null },
  bank: null,
  redirect: null,
};

export function useSettings(): SiteSettings {
  const { data } = usePublicQuery(queries.settings(useReadLang()));
  // Over the defaults, so an answer of an older server (without a newer entry) still renders.
  return data ? { ...DEFAULT_SETTINGS, ...data, embeds: { ...DEFAULT_SETTINGS.embeds, ...data.embeds } } : DEFAULT_SETTINGS;
}

/** The privacy-enhanced embed of a YouTube video id. */
export const youTubeVideoEmbed = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`;
export const youTubePlaylistEmbed = (id: string) => `https://www.youtube-nocookie.com/embed/videoseries?list=${id}`;

/** A Google Forms link shown inside the page (…/viewform?embedded=true). */
export function googleFormEmbed(url: string): string {
  const u = new URL(url);
  u.searchParams.set('embedded', 'true');
  return u.toString();
}
