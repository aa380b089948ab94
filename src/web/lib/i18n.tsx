// The page's language and its words (decision 200). The language comes from the address (shared/locale.ts) and is
// fixed for the document: the language switch is a real link, a new page load. Each language's words are split by
// area into lazy modules (shared/messages/<locale>/<area>.ts), so a page downloads only its own language's words and
// only those of what it shows: the shell's with the app (lib/messages.ts), a page's with the page (its <area>-messages.ts,
// decision 206).
import { createContext, use, useContext, type ReactNode } from 'react';
import { DEFAULT_LOCALE, INTL_LOCALE, LOCALES, readLang, type Locale } from '../../shared/locale';
import { RenderedPagesContext } from './rendered-modules';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

export const useLocale = (): Locale => useContext(LocaleContext);

/** The `lang` the page's public reads ask their content in (decision 203): none on a Romanian page. */
export const useReadLang = (): Locale | undefined => readLang(useLocale());

/** The Intl locale of the page's language ('ro-RO', 'en-GB'). */
export const useIntlLocale = (): string => INTL_LOCALE[useLocale()];

/** The `lang` of a block of content (posts, events, settings' texts): undefined when it is in the page's language,
 * else its own. `fieldLang` is the language a read names for the field (its `contentLang`, decision 203): content
 * without it is Romanian, so a Romanian text on an English page is marked lang="ro". */
export const useContentLang = (fieldLang: Locale = DEFAULT_LOCALE): Locale | undefined => contentLangOn(useLocale(), fieldLang);

/** useContentLang for a list's items (a hook cannot run per item): the block's `lang` on a page in `locale`. */
export const contentLangOn = (locale: Locale, fieldLang: Locale = DEFAULT_LOCALE): Locale | undefined => (locale === fieldLang ? undefined : fieldLang);

/** One area's catalogue in each language: loaded once per language, kept. */
export interface MessageArea<M> {
  /** Each language's module, as Vite's manifest names it (the server render's preload links). */
  readonly sources: Readonly<Record<Locale, string>>;
  /** The language's catalogue: one promise per language, marked settled once it is (useMessages reads it). */
  load(locale: Locale): Promise<M>;
}

/** Each language's module of every area declared so far, by source: the shell's when the app starts, a page's when
 * its chunk runs. What main.tsx loads, after the page's chunk, before hydrating a server-rendered page. */
const LOADERS_BY_SOURCE = new Map<string, () => Promise<unknown>>();

/** The loader of a catalogue module (its key in Vite's manifest), once the code declaring its area has run. */
export const catalogueLoader = (source: string): (() => Promise<unknown>) | undefined => LOADERS_BY_SOURCE.get(source);

/** `name`: the catalogue's file name in shared/messages/<locale>/, from which its modules' keys in Vite's manifest follow
 * (written once here rather than beside each area: one function in the app chunk rather than a string per area). */
export function messageArea<M>(name: string, loaders: Readonly<Record<Locale, () => Promise<M>>>): MessageArea<M> {
  const sources = { ro: `../shared/messages/ro/${name}.ts`, en: `../shared/messages/en/${name}.ts` };
  const pending: Partial<Record<Locale, SettledPromise<M>>> = {};
  const load = (locale: Locale): SettledPromise<M> => {
    const known = pending[locale];
    if (known) return known;
    const promise: SettledPromise<M> = loaders[locale]().then(
      (messages) => {
        // Marked settled the way React's use() reads a promise it may take without suspending (the convention
        // TanStack Query's promises follow too): a page reading loaded words never suspends.
        Object.assign(promise, { status: 'fulfilled', value: messages });
        return messages;
      },
      (error: unknown) => {
        // A failed load (a chunk of an older build) may be asked again.
        delete pending[locale];
        throw error;
      },
    );
    pending[locale] = promise;
    return promise;
  };
  const area: MessageArea<M> = { sources, load };
  for (const locale of LOCALES) LOADERS_BY_SOURCE.set(sources[locale], () => area.load(locale));
  return area;
}

/** A catalogue's promise, with the fields React's use() reads once it has settled. */
type SettledPromise<M> = Promise<M> & { status?: 'fulfilled'; value?: M };

/**
 * The words of an area in the page's language. Loaded ahead on a server-rendered page (its source is noted for the
 * browser to load before hydrating): use() then returns them at once; otherwise the component suspends until they are
 * in. use() is called on every render, loaded or not: when a component suspended on the words and React replayed it
 * once they had arrived, a replay that skipped use() ran the component's later hooks as updates of a first render
 * ("Update hook called on initial render", React error 467, seen on a client move to an English post).
 */
export function useMessages<M>(area: MessageArea<M>): M {
  const locale = useLocale();
  useContext(RenderedPagesContext)?.add(area.sources[locale]);
  return use(area.load(locale));
}
