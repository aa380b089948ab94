// The content of /teams/00000: every field of a team page, filled with obviously fictional sample data.
import { SAMPLE_LOGOS } from './sample-logos';
import type { TeamProfileData } from './team-profile';
import styles from './sample-team.module.css';

function SampleVideo() {
  return (
    <figure className={styles.video}>
      <svg viewBox="0 0 640 360" width={640} height={360} role="img" aria-label="Exemplu: aici apare videoclipul de prezentare al echipei" focusable="false">
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
      <figcaption className="muted">Exemplu: aici apare videoclipul de prezentare al echipei (de pe YouTube).</figcaption>
    </figure>
  );
}

const PARTNERS = [
  { key: 'workshop', name: 'Atelierul Local de Prototipuri (exemplu)' },
  { key: 'print', name: 'Tipografia Exemplu' },
  { key: 'cafe', name: 'Cafeneaua din Colț (exemplu)' },
  { key: 'energy', name: 'Exemplu Energie' },
] as const;

export const SAMPLE_TEAM: TeamProfileData = {
  number: '00000',
  name: 'Echipa Exemplu',
  active: true,
  motto: 'Învățăm, construim, inspirăm',
  rookieYear: 2016,
  city: 'Orașul Exemplu',
  region: 'Centru',
  romanianNumber: 'RO000',
  affiliation: 'Liceul Teoretic „Exemplu”',
  video: <SampleVideo />,
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
  about:
    'Suntem o echipă exemplu de 12 elevi și 3 mentori, dintre care doi profesori de fizică și informatică. Ne întâlnim de trei ori pe săptămână, proiectăm robotul în CAD, îl construim în atelierul școlii și îl programăm în Java.\n' +
    'În afara competițiilor organizăm demonstrații de robotică pentru elevii de gimnaziu și ajutăm echipele nou înființate din regiune. Pe această pagină fiecare echipă își prezintă povestea, rezultatele și partenerii.',
  partners: PARTNERS.map((p) => ({ id: p.key, name: p.name, href: null, logo: SAMPLE_LOGOS[p.key]!(p.name) })),
};
