// A button that copies a value (the IBAN, issue 24) and says so in a status message screen readers announce. It is a
// real <button> (Enter and Space work), and exists only once the page's script runs: without JavaScript the value
// beside it stays plain, selectable text and no inert button is shown.
import { useState } from 'react';
import { useBrowserValue } from '../../lib/browser-value';
import styles from './copy-button.module.css';

interface Props {
  value: string;
  /** The button's visible text, e.g. "Copiază IBAN-ul". */
  label: string;
  /** What the status says after a copy, e.g. "IBAN copiat". */
  done: string;
  /** What the status says when the browser refuses the copy. */
  failed: string;
}

export function CopyButton({ value, label, done, failed }: Props) {
  // False in the server render and at hydration, true right after: the button never appears without the script.
  const ready = useBrowserValue(() => true, false);
  const [status, setStatus] = useState('');
  if (!ready) return null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setStatus(done);
    } catch {
      setStatus(failed);
    }
  };

  return (
    <span className={styles.wrap}>
      <button type="button" className={styles.button} onClick={() => void copy()}>
        {label}
      </button>
      <span role="status" className={styles.status}>
        {status}
      </span>
    </span>
  );
}
