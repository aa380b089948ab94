// What a setting is when it was never saved: the environment's value where a setting exists there (CONTACT_EMAIL,
// TEAM_PORTAL_URL), the programme's known public profiles and numbers, and blank for every embed and document
// (a blank embed hides its block: no placeholder id is ever shown).
import type { SiteSettingsValues } from '../../../shared/schemas/site-settings';
import type { Config } from '../../config';

export function defaultSiteSettings(config: Config): SiteSettingsValues {
  return {
    contactEmail: config.CONTACT_EMAIL,
    teamPortalUrl: config.TEAM_PORTAL_URL ?? '',
    facebook: 'https://www.facebook.com/FTCRomania',
    instagram: 'https://www.instagram.com/ftcromania/',
    youtube: 'https://www.youtube.com/@FTCRomania',
    linkedin: 'https://www.linkedin.com/company/ftc-romania/',
    tiktok: 'https://www.tiktok.com/@ftcromania',
    reddit: 'https://www.reddit.com/r/FTCRomania/',
    // No role has a known mailbox: each is listed once an admin sets it (issue 24, defect 1).
    presidentEmail: '',
    programmeEmail: '',
    alumniEmail: '',
    marketingEmail: '',
    graphicsEmail: '',
    judgingEmail: '',
    partnershipsEmail: '',
    // The name is public knowledge; the tax id, registry number, office and phone only once an admin enters them.
    legalName: 'Asociația Nație prin Educație',
    legalCif: '',
    legalRegistration: '',
    legalAddress: '',
    legalPhone: '',
    playlistId: '',
    teamMapUrl: '',
    firstVideoId: '',
    trainingVideo1Id: '',
    trainingVideo2Id: '',
    trainingVideo3Id: '',
    getStartedVideoId: '',
    volunteerFormUrl: '',
    alumniFormUrl: '',
    homeStats: [
      { value: '4500+', label: 'elevi participanți', labelEn: '', figure: 'students' },
      { value: '220+', label: 'echipe înscrise', labelEn: '', figure: 'teams' },
      { value: '10', label: 'sezoane competiționale', labelEn: '', figure: 'seasons' },
      { value: '180+', label: 'voluntari', labelEn: '', figure: 'volunteers' },
    ],
    investedFigure: '750.000 €',
    slides: [],
    presentationRo: null,
    presentationEn: null,
    contractTemplate: null,
    sponsorshipPackages: null,
    iban: '',
    bankName: '',
    beneficiary: 'Asociația Nație prin Educație',
    cardEnabled: true,
    form230Url: '',
    form230FileId: null,
    form230Deadline: '',
  };
}
