// The words of /events (features/public/events/) in Romanian (decision 200). The spec's English labels on the
// Romanian page ("Past Events", "More info...", "Try Again") stay as the spec writes them.
import type { EventWhenWords } from '../../format';
import { roCount } from '../../plural';

/** Around an event's times (shared/format.ts formatEventWhen; its Romanian default is the same). */
const when: EventWhenWords = {
  starts: 'începe la',
  ends: 'se încheie la',
  both: (from, to) => `începe la ${from} și se încheie la ${to}`,
  zone: 'ora României',
};

export const events = {
  hero: {
    marquee: 'OFFICIAL EVENTS/',
    season: (name: string) => `Sezonul ${name}`,
    programme: 'FIRST Tech Challenge România',
    title: 'Evenimente',
    lead: 'Turnee de ligă, etape regionale, campionatul național și întâlnirile comunității FTC din România. Alege un eveniment pentru program, locație, parteneri și echipele participante.',
  },
  subscribe: {
    text: 'Calendarul sezonului, mereu la zi în telefonul tău:',
    button: 'Abonează-te la calendar',
    download: 'Descarcă fișierul .ics',
  },
  loading: 'Loading events...',
  failed: 'Evenimentele nu au putut fi încărcate. Verifică legătura la internet și încearcă din nou.',
  retry: 'Try Again',
  sections: {
    past: { title: 'Past Events', empty: 'No past events available' },
    ongoing: { title: 'Ongoing Events', empty: 'No ongoing events' },
    upcoming: { title: 'Upcoming Events', empty: 'No upcoming events' },
  },
  /** A group's count as a screen reader says it: "21 de evenimente". */
  count: (n: number) => roCount(n, 'eveniment', 'evenimente'),
  when,
  more: 'More info...',
  moreAbout: (title: string) => `More info... despre ${title}`,
};

export type EventsMessages = typeof events;
