// /teams/00000 (spec 01 §2): the static sample of a team page, with every field filled and marked as a sample.
import { Link } from 'wouter';
import { paths } from '../../../lib/paths';
import { SAMPLE_TEAM } from './sample-team';
import { TeamProfile } from './team-profile';
import styles from './sample-team.module.css';

function SampleNotice() {
  return (
    <div className={styles.notice} role="note">
      <div className={`container ${styles.noticeInner}`}>
        <span className={styles.tag}>Exemplu</span>
        <p>
          Aceasta este o pagină exemplu: arată cum se prezintă o echipă pe site. Echipa, datele, linkurile și partenerii sunt fictive.{' '}
          <Link href={paths.teams}>Vezi echipele reale</Link>.
        </p>
      </div>
    </div>
  );
}

export function TeamSamplePage() {
  return <TeamProfile team={SAMPLE_TEAM} notice={<SampleNotice />} />;
}
