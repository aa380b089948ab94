// /teams/00000 (spec 01 §2): the static sample of a team page, with every field filled and marked as a sample. Its
// own words and made-up team: messages/<locale>/team-sample.ts; the team page's: team-page.ts (decision 200).
import { Link } from 'wouter';
import type { TeamSampleMessages } from '../../../../shared/messages/ro/team-sample';
import { useMessages } from '../../../lib/i18n';
import { teamSampleMessages } from './team-sample-messages';
import { paths } from '../../../lib/paths';
import { sampleTeam } from './sample-team';
import { TeamProfile } from './team-profile';
import styles from './sample-team.module.css';

function SampleNotice({ words }: { words: TeamSampleMessages['notice'] }) {
  return (
    <div className={styles.notice} role="note">
      <div className={`container ${styles.noticeInner}`}>
        <span className={styles.tag}>{words.tag}</span>
        <p>
          {words.text} <Link href={paths.teams}>{words.link}</Link>.
        </p>
      </div>
    </div>
  );
}

export function TeamSamplePage() {
  const words = useMessages(teamSampleMessages);
  return <TeamProfile team={sampleTeam(words)} notice={<SampleNotice words={words.notice} />} />;
}
