// The words of a team's page (features/public/teams/team-profile.tsx and its parts: the real teams' pages and the
// /teams/00000 sample) in Romanian (decision 200). The spec's 'active' badge is Romanian here ("activă") and stays the
// spec's English in messages/en/team-page.ts (issue 24, What visitors cannot find 1).

export const teamPage = {
  eyebrow: (number: string) => `Echipa #${number}`,
  allTeams: 'Toate echipele',
  active: 'activă',
  factsTitle: 'Datele echipei',
  facts: {
    number: 'Număr internațional',
    rookieYear: 'Anul debutului (rookie year)',
    city: 'Oraș',
    region: 'Regiune',
    romanianNumber: 'Număr în România',
    affiliation: 'Afiliere',
  },
  linksTitle: 'Linkuri și contact',
  /** Each link's name (team-links.tsx); the social networks keep their own. */
  links: { website: 'Website', facebook: 'Facebook', instagram: 'Instagram', linkedin: 'LinkedIn', email: 'E-mail', otherLink: 'Alt link' },
  /** A web link's accessible name: its kind, the team, where it opens. */
  linkNewTab: (kind: string, team: string) => `${kind} ${team} (se deschide într-o filă nouă)`,
  newTab: ' (se deschide într-o filă nouă)',
  video: 'Video',
  videoTitle: (team: string) => `Videoclipul echipei ${team}`,
  watchVideo: 'Vezi videoclipul echipei',
  logo: (team: string) => `Logo echipa ${team}`,
  aboutTitle: 'Despre echipă',
  eventsTitle: 'Evenimentele sezonului',
  partnersTitle: 'Parteneri locali',
  partnersLead: 'Companiile și instituțiile din comunitate care susțin echipa în acest sezon.',
  /** The team's season (team-season.tsx), from FIRST's results. */
  season: {
    title: (name: string) => `Sezonul ${name}`,
    empty: 'Echipa nu a participat încă la un eveniment în acest sezon. Rezultatele apar aici după primele meciuri.',
    record: 'Bilanțul sezonului',
    recordNote: '(victorii-înfrângeri-egaluri în meciurile jucate, fără cele jucate ca înlocuitor)',
    rank: 'Loc în clasament',
    wlt: 'V-Î-E',
    wltTitle: 'Victorii-Înfrângeri-Egaluri',
    awardsAt: (event: string) => `Premii la ${event}`,
    place: (place: number) => (place <= 1 ? 'Câștigător' : `Locul ${place}`),
    noResults: 'Fără rezultate încă.',
  },
  loading: 'Se încarcă echipa...',
  notFound: {
    title: 'Echipa nu a fost găsită',
    text: (number: string) => `Nu există nicio echipă cu numărul „${number}”. Verifică numărul sau caută echipa în listă.`,
  },
  failed: { title: 'Eroare la încărcarea echipei', text: 'Datele echipei nu au putut fi încărcate. Încearcă din nou mai târziu.' },
  back: 'Înapoi la lista echipelor',
};

export type TeamPageMessages = typeof teamPage;
