// The words of /events (features/public/events/) in Romanian (decision 200). The spec's English labels on the
// Romanian page ("Past Events", "More info...", "Try Again") are Romanian here (issue 24: Romanian in Romanian, English
// in English).
import type { EventWhenWords } from '../../format';
import { roCount } from '../../plural';

/** Around an event's times (shared/format.ts formatEventWhen; its Romanian default is the same). */
const when: EventWhenWords = {
  starts: 'începe la',
  ends: 'se încheie la',
  both: (from, to) => `începe la ${from} și se încheie la ${to}`,
  zone: 'ora României',
};

/** An event picture's alternative text (event-image.tsx: the list's cards and the event page's banner). */
export interface EventImageWords {
  poster: (title: string) => string;
  illustration: (title: string) => string;
}

const image: EventImageWords = {
  poster: (title) => `Afișul evenimentului ${title}`,
  illustration: (title) => `Ilustrație pentru evenimentul ${title}`,
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
  loading: 'Se încarcă evenimentele...',
  failed: 'Evenimentele nu au putut fi încărcate. Verifică legătura la internet și încearcă din nou.',
  retry: 'Încearcă din nou',
  sections: {
    past: { title: 'Evenimente trecute', empty: 'Nu există evenimente trecute' },
    ongoing: { title: 'Evenimente în desfășurare', empty: 'Niciun eveniment în desfășurare' },
    upcoming: { title: 'Evenimente viitoare', empty: 'Niciun eveniment viitor' },
  },
  /** A group's count as a screen reader says it: "21 de evenimente". */
  count: (n: number) => roCount(n, 'eveniment', 'evenimente'),
  when,
  more: 'Mai multe informații...',
  moreAbout: (title: string) => `Mai multe informații despre ${title}`,
  image,
};

export type EventsMessages = typeof events;
