// /search?q=... (issue 24, point 3): the site's search results, rendered on the server like every public page, from
// GET /api/search. Its form is a plain GET form (it works without JavaScript); with JavaScript it moves in the app.
// An empty, too short or too long query gets its message and no request; each result shows where it was found with
// the matched words marked.
import { type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { formatDateRo } from '../../../../shared/format';
import type { SearchHit, SearchKind, TextPart } from '../../../../shared/schemas/search';
import { SEARCH_QUERY_MAX, searchQueryProblem } from '../../../../shared/search-query';
import { useDocumentTitle } from '../../../lib/document-title';
import { paths } from '../../../lib/paths';
import { usePublicQuery } from '../../../lib/queries';
import { searchOverApi } from './search-query';
import styles from './search-page.module.css';

const KIND_LABELS: Record<SearchKind, string> = {
  post: 'Postare',
  event: 'Eveniment',
  team: 'Echipă',
  resource: 'Resursă',
  page: 'Pagină',
};

/** "1 rezultat", "5 rezultate", "20 de rezultate" (Romanian: "de" from 20, and after 100, 200...). */
function resultsCount(n: number): string {
  if (n === 1) return 'un rezultat';
  const rest = n % 100;
  return n !== 0 && (rest === 0 || rest >= 20) ? `${n} de rezultate` : `${n} rezultate`;
}

function Marked({ parts }: { parts: TextPart[] }) {
  return (
    <>
      {parts.map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}
    </>
  );
}

function Hit({ hit }: { hit: SearchHit }) {
  const date = hit.date ? formatDateRo(hit.date) : '';
  return (
    <li className={styles.hit}>
      <p className={styles.meta}>
        <span className={styles.kind}>{KIND_LABELS[hit.kind]}</span>
        {date && <time dateTime={hit.date!}>{date}</time>}
      </p>
      <h2 className={styles.hitTitle}>
        <Link href={hit.url}>
          <Marked parts={hit.titleParts} />
        </Link>
      </h2>
      {hit.snippet.some((p) => p.text.trim()) && (
        <p className={styles.snippet}>
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
  const problem = searchQueryProblem(q);
  const { data, error, loading, reload } = usePublicQuery(searchOverApi(q), problem === null);
  useDocumentTitle(problem === null ? `Căutare: ${q}` : 'Căutare');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(`${paths.search}?${new URLSearchParams({ q: next }).toString()}`);
  };

  return (
    <>
      <section className={styles.top}>
        <div className={`container ${styles.container}`}>
          <h1 className={styles.title}>Căutare</h1>
          <form role="search" action={paths.search} method="get" className={styles.form} onSubmit={onSubmit}>
            <label htmlFor="search-page-q" className={styles.label}>
              Caută pe site: postări, evenimente, echipe, resurse și pagini
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
                Caută
              </button>
            </div>
          </form>
        </div>
      </section>
      <section className="section section--grey">
        <div className={`container ${styles.container}`} aria-live="polite">
          {problem !== null ? (
            <p className={styles.notice}>{problem}</p>
          ) : loading ? (
            <p className="state" role="status">
              Se caută...
            </p>
          ) : error || !data ? (
            <div className="state state--error" role="alert">
              <p>Căutarea nu a reușit. Te rugăm să încerci din nou.</p>
              <button type="button" className="btn btn--outline" onClick={reload}>
                Încearcă din nou
              </button>
            </div>
          ) : data.hits.length === 0 ? (
            <div className={styles.notice}>
              <p className={styles.noneTitle}>Niciun rezultat pentru „{q}”.</p>
              <p>Verifică scrierea, încearcă alte cuvinte sau mai puține cuvinte.</p>
            </div>
          ) : (
            <>
              <p className={styles.count}>
                {resultsCount(data.hits.length)} pentru „{q}”
              </p>
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
