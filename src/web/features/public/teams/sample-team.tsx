// The content of /teams/00000: every field of a team page, filled with obviously fictional sample data, in the
// page's language (messages/<locale>/team-sample.ts).
import type { TeamSampleMessages } from '../../../../shared/messages/ro/team-sample';
import { SAMPLE_LOGOS } from './sample-logos';
import type { TeamProfileData } from './team-profile';
import styles from './sample-team.module.css';

function SampleVideo({ words }: { words: TeamSampleMessages }) {
  return (
    <figure className={styles.video}>
      <svg viewBox="0 0 640 360" width={640} height={360} role="img" aria-label={words.video} focusable="false">
        <defs>
          <linearGradient id="sample-video-bg" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#0b1f3a" />
            <stop offset="1" stopColor="#15325c" />
          </linearGradient>
        </defs>
        <rect width="640" height="360" fill="url(#sample-video-bg)" />
        <rect x="60" y="250" width="520" height="40" rx="6" fill="#ffffff" opacity="0.08" />
        <rect x="110" y="200" width="120" height="60" rx="10" fill="#f57e25" opacity="0.85" />
        <rect x="410" y="190" width="120" height="70" rx="10" fill="#0066b3" opacity="0.85" />
        <circle cx="320" cy="160" r="52" fill="#f57e25" />
        <path d="M304 132 L352 160 L304 188 Z" fill="#0b1f3a" />
        <rect x="24" y="320" width="592" height="6" rx="3" fill="#ffffff" opacity="0.25" />
        <rect x="24" y="320" width="210" height="6" rx="3" fill="#f57e25" />
      </svg>
      <figcaption className="muted">{words.videoCaption}</figcaption>
    </figure>
  );
}

const PARTNERS = ['workshop', 'print', 'cafe', 'energy'] as const;

export const sampleTeam = (words: TeamSampleMessages): TeamProfileData => ({
  number: '00000',
  name: words.team.name,
  active: true,
  motto: words.team.motto,
  rookieYear: 2016,
  city: words.team.city,
  region: words.team.region,
  romanianNumber: 'RO000',
  affiliation: words.team.affiliation,
  video: <SampleVideo words={words} />,
  // A sample shows every link a team can add; they point at FIRST's and the programme's own pages, never at an
  // invented address.
  links: {
    website: 'https://www.firstinspires.org/robotics/ftc',
    facebook: 'https://www.facebook.com/FTCRomania',
    instagram: 'https://www.instagram.com/ftcromania/',
    linkedin: 'https://www.linkedin.com/company/ftc-romania/',
    email: 'info@ftcromania.ro',
    otherLink: 'https://ftc-events.firstinspires.org/',
  },
  about: words.team.about,
  partners: PARTNERS.map((key) => ({ id: key, name: words.partners[key].name, href: null, logo: SAMPLE_LOGOS[key](words.partners[key]) })),
});
