// Asked only when an analytics id is configured: no analytics request is made before the visitor agrees.
import { useState } from 'react';
import { getConsent, reportPageView, setConsent } from '../../lib/analytics';
import { useBrowserValue } from '../../lib/browser-value';
import { useMessages } from '../../lib/i18n';
import { shellMessages } from '../../lib/messages';
import { useSettings } from '../../lib/settings';
import styles from './consent-banner.module.css';

export function ConsentBanner() {
  const { analyticsId } = useSettings();
  const words = useMessages(shellMessages).consent;
  // The answer lives in local storage: the server render (and so hydration) shows no banner, the browser then decides.
  const answeredBefore = useBrowserValue(() => getConsent() !== null, true);
  const [answered, setAnswered] = useState(false);
  if (!analyticsId || answeredBefore || answered) return null;
  const answer = (value: 'granted' | 'denied') => {
    setConsent(value);
    setAnswered(true);
    if (value === 'granted') reportPageView(analyticsId, window.location.pathname);
  };
  return (
    <div className={styles.banner} role="dialog" aria-live="polite" aria-label={words.label}>
      <p>{words.question}</p>
      <div className={styles.actions}>
        <button type="button" className="btn btn--outline" onClick={() => answer('denied')}>
          {words.deny}
        </button>
        <button type="button" className="btn btn--primary" onClick={() => answer('granted')}>
          {words.accept}
        </button>
      </div>
    </div>
  );
}
