// The words of /search (features/public/search/) in Romanian (decision 200). The query's own messages are the API's
// (shared/search-query.ts SEARCH_MESSAGES); the English ones are in messages/en/search.ts by the same keys.
import { SEARCH_MESSAGES } from '../../search-query';

/** "un rezultat", "5 rezultate", "20 de rezultate" (Romanian: "de" from 20, and after 100, 200...). */
function resultsCount(n: number): string {
  if (n === 1) return 'un rezultat';
  const rest = n % 100;
  return n !== 0 && (rest === 0 || rest >= 20) ? `${n} de rezultate` : `${n} rezultate`;
}

export const search = {
  title: 'Căutare',
  documentTitle: (q: string) => `Căutare: ${q}`,
  label: 'Caută pe site: postări, evenimente, echipe, resurse și pagini',
  button: 'Caută',
  searching: 'Se caută...',
  failed: 'Căutarea nu a reușit. Te rugăm să încerci din nou.',
  retry: 'Încearcă din nou',
  none: (q: string) => `Niciun rezultat pentru „${q}”.`,
  noneHint: 'Verifică scrierea, încearcă alte cuvinte sau mai puține cuvinte.',
  count: (n: number, q: string) => `${resultsCount(n)} pentru „${q}”`,
  kinds: { post: 'Postare', event: 'Eveniment', team: 'Echipă', resource: 'Resursă', page: 'Pagină' },
  problems: { ...SEARCH_MESSAGES } as Record<keyof typeof SEARCH_MESSAGES, string>,
};

export type SearchMessages = typeof search;
