// A team from GET /api/teams/{teamNumber} as the team page shows it: the region and Romanian number come from the
// current season's registration, the affiliation is the school, partner logos are public files. The dates in the
// page's language; `lang`: the team's texts' language when not the page's (useContentLang).
import { formatDateRange } from '../../../../shared/format';
import type { Locale } from '../../../../shared/locale';
import type { TeamPageMessages } from '../../../../shared/messages/ro/team-page';
import type { TeamDetail } from '../../../../shared/schemas/teams';
import { eventPath } from '../../../lib/paths';
import { fileUrl } from '../../../lib/api';
import { UploadedImage } from '../../../components/ui/uploaded-image';
import { LOGO_SIZE } from './team-partners';
import type { TeamProfileData } from './team-profile';
import { teamVideo } from './team-video';

export function toProfile(team: TeamDetail, words: Pick<TeamPageMessages, 'logo'>, locale: Locale, lang: Locale | undefined): TeamProfileData {
  return {
    lang,
    number: String(team.internationalNumber),
    name: team.name,
    active: team.active,
    motto: team.motto,
    rookieYear: team.rookieYear,
    city: team.city,
    region: team.registration?.regionName ?? null,
    romanianNumber: team.registration?.romanianNumber ?? null,
    affiliation: team.school,
    video: teamVideo(team.videoUrl, team.name),
    links: team,
    about: team.about,
    logo: team.logo ? (
      <UploadedImage
        file={{ ...team.logo, width: null, height: null }}
        alt={words.logo(team.name)}
        sizes="220px"
        box={{ width: 220, height: 220 }}
        priority
        style={{ objectFit: 'contain', background: '#fff', borderRadius: 16 }}
      />
    ) : null,
    events: team.seasonEvents.map((event) => ({
      id: event.id,
      title: event.title,
      href: eventPath(event),
      when: formatDateRange(event.dateStart, event.dateEnd, locale),
      location: event.location,
    })),
    partners: team.localPartners.map((partner) => {
      const src = fileUrl(partner.logo?.id);
      return {
        id: partner.id,
        name: partner.name,
        href: partner.link && /^https?:\/\//i.test(partner.link) ? partner.link : null,
        logo: src && partner.logo ? <UploadedImage file={{ ...partner.logo, width: null, height: null }} src={src} alt={partner.name} sizes={`${LOGO_SIZE.width}px`} box={LOGO_SIZE} /> : null,
      };
    }),
  };
}
