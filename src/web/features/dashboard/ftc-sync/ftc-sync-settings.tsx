// What the server is set to: on or off, the API, the user, the key (masked by the server), the country, the schedule.
import type { FtcSyncSettings } from '../../../../shared/schemas/ftc-sync';
import styles from './ftc-sync.module.css';

export function FtcSyncSettingsCard({ settings }: { settings: FtcSyncSettings }) {
  return (
    <section className={`dash-panel ${styles.settings}`} aria-labelledby="ftc-settings-title">
      <h3 id="ftc-settings-title">Settings</h3>
      {!settings.configured && (
        <p className="dash-alert dash-alert--error" role="status">
          The sync is off: the server has no FTC Events API credentials. Set FTC_API_USERNAME and FTC_API_KEY in the server&apos;s settings and restart it.
        </p>
      )}
      <dl className={styles.facts}>
        <div>
          <dt>API</dt>
          <dd>{settings.apiUrl}</dd>
        </div>
        <div>
          <dt>User name</dt>
          <dd>{settings.username ?? 'not set'}</dd>
        </div>
        <div>
          <dt>Key</dt>
          <dd>{settings.keyMasked ?? 'not set'}</dd>
        </div>
        <div>
          <dt>Country</dt>
          <dd>{settings.country}</dd>
        </div>
        <div>
          <dt>Schedule</dt>
          <dd>{settings.intervalMinutes === 0 ? 'off (by hand only)' : `every ${settings.intervalMinutes} minutes`}</dd>
        </div>
      </dl>
    </section>
  );
}
