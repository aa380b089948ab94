// /search?q=... (issue 24, point 3): the site's search results, rendered on the server like every public page, from
// GET /api/search. Its form is a plain GET form (it works without JavaScript); with JavaScript it moves in the app.
// An empty, too short or too long query gets its message and no request; each result shows where it was found with
// the matched words marked.
import { type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { formatDateIn } from '../../../../shared/format';
import { localePath } from '../../../../shared/locale';
import type { SearchHit, TextPart } from '../../../../shared/schemas/search';
import { SEARCH_QUERY_MAX, searchQueryProblemKey } from '../../../../shared/search-query';
import { useDocumentTitle } from '../../../lib/document-title';
import { useContentLang, useIntlLocale, useLocale, useMessages, useReadLang } from '../../../lib/i18n';
import { searchMessages } from './search-messages';
import { paths } from '../../../lib/paths';
import { usePublicQuery } from '../../../lib/queries';
import { searchOverApi } from './search-query';
import styles from './search-page.module.css';

function Marked({ parts }: { parts: TextPart[] }) {
  return (
    <>
      {parts.map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}
    </>
  );
}

function Hit({ hit }: { hit: SearchHit }) {
  const { kinds } = useMessages(searchMessages);
  const intlLocale = useIntlLocale();
  const date = hit.date ? formatDateIn(hit.date, intlLocale) : '';
  // Each field in the language the search names for it (decision 205): a Romanian fallback on /en is lang="ro".
  const titleLang = useContentLang(hit.contentLang?.title);
  const snippetLang = useContentLang(hit.contentLang?.snippet);
  return (
    <li className={styles.hit}>
      <p className={styles.meta}>
        <span className={styles.kind}>{kinds[hit.kind]}</span>
        {date && <time dateTime={hit.date!}>{date}</time>}
      </p>
      <h2 className={styles.hitTitle} lang={titleLang}>
        {/* The answer's address is the whole path (under /en on /en/search): `~` takes it from the site's root, not the
            router's language base. */}
        <Link href={`~${hit.url}`}>
          <Marked parts={hit.titleParts} />
        </Link>
      </h2>
      {hit.snippet.some((p) => p.text.trim()) && (
        <p className={styles.snippet} lang={snippetLang}>
          <Marked parts={hit.snippet} />
        </p>
      )}
    </li>
  );
}

export function SearchPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const q = (new URLSearchParams(search).get('q') ?? '').trim();
  const problem = searchQueryProblemKey(q);
  const words = useMessages(searchMessages);
  const locale = useLocale();
  const lang = useReadLang();
  const { data, error, loading, reload } = usePublicQuery(searchOverApi(q, lang), problem === null);
  useDocumentTitle(problem === null ? words.documentTitle(q) : words.title);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(`${paths.search}?${new URLSearchParams({ q: next }).toString()}`);
  };

  return (
    <>
      <section className={styles.top}>
        <div className={`container ${styles.container}`}>
          <h1 className={styles.title}>{words.title}</h1>
          <form role="search" action={localePath(locale, paths.search)} method="get" className={styles.form} onSubmit={onSubmit}>
            <label htmlFor="search-page-q" className={styles.label}>
              {words.label}
            </label>
            <div className={styles.row}>
              <input
                key={q}
                id="search-page-q"
                className={styles.input}
                type="search"
                name="q"
                defaultValue={q}
                maxLength={SEARCH_QUERY_MAX}
                autoComplete="off"
                enterKeyHint="search"
              />
              <button type="submit" className="btn btn--primary">
                {words.button}
              </button>
            </div>
          </form>
        </div>
      </section>
      <section className="section section--grey">
        <div className={`container ${styles.container}`} aria-live="polite">
          {problem !== null ? (
            <p className={styles.notice}>{words.problems[problem]}</p>
          ) : loading ? (
            <p className="state" role="status">
              {words.searching}
            </p>
          ) : error || !data ? (
            <div className="state state--error" role="alert">
              <p>{words.failed}</p>
              <button type="button" className="btn btn--outline" onClick={reload}>
                {words.retry}
              </button>
            </div>
          ) : data.hits.length === 0 ? (
            <div className={styles.notice}>
              <p className={styles.noneTitle}>{words.none(q)}</p>
              <p>{words.noneHint}</p>
            </div>
          ) : (
            <>
              <p className={styles.count}>{words.count(data.hits.length, q)}</p>
              <ol className={styles.hits}>
                {data.hits.map((hit) => (
                  <Hit key={`${hit.kind}:${hit.url}:${hit.title}`} hit={hit} />
                ))}
              </ol>
            </>
          )}
        </div>
      </section>
    </>
  );
}
