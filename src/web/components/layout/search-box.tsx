// The navbar's search box (issue 24, point 3): a plain GET form to /search?q=..., the same with or without JavaScript
// (the search page is rendered on the server). No script of its own: it adds next to nothing to /home's first-visit
// JavaScript (its magnifier is the stylesheet's). On desktop widths where the navbar has no room for a field
// (769-1279 px) only its button shows, which opens the search page and its own field; in the mobile menu it takes the
// menu's width.
import { localePath } from '../../../shared/locale';
import { paths } from '../../lib/paths';
import { useLocale, useMessages } from '../../lib/i18n';
import { shellMessages } from '../../lib/messages';
import styles from './search-box.module.css';

export function SearchBox() {
  const words = useMessages(shellMessages).search;
  return (
    <form role="search" action={localePath(useLocale(), paths.search)} method="get" className={styles.form}>
      <input className={styles.input} type="search" name="q" placeholder={words.placeholder} aria-label={words.label} maxLength={100} />
      <button type="submit" className={styles.button} aria-label={words.button} />
    </form>
  );
}
