// The navbar's search box (issue 24, point 3): a plain GET form to /search?q=..., so it works without JavaScript; with
// JavaScript it moves within the app. On desktop widths where the navbar has no room for a field (769-1279 px) only its
// button shows, which opens the search page and its own field; in the mobile menu it takes the menu's width.
import { useId, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { SEARCH_QUERY_MAX } from '../../../shared/search-query';
import { paths } from '../../lib/paths';
import { Icon } from '../ui/icon';
import styles from './search-box.module.css';

export function SearchBox() {
  const [, navigate] = useLocation();
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(q ? `${paths.search}?${new URLSearchParams({ q }).toString()}` : paths.search);
  };

  return (
    <form role="search" action={paths.search} method="get" className={styles.form} onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        Caută pe site
      </label>
      <input id={id} className={styles.input} type="search" name="q" placeholder="Caută..." maxLength={SEARCH_QUERY_MAX} autoComplete="off" enterKeyHint="search" />
      <button type="submit" className={styles.button} aria-label="Caută">
        <Icon name="search" size={20} />
      </button>
    </form>
  );
}
