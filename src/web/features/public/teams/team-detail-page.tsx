// /teams/{teamNumber} (README decision "Team detail"): a team's page built from GET /api/teams/{teamNumber}, with
// loading, not-found and error states. Its words: messages/<locale>/team-page.ts (decision 200).
import { Link, useParams } from 'wouter';
import { teamPageName } from '../../../../shared/site-pages';
import { statusOf } from '../../../../shared/api-error';
import { useDocumentTitle, useNotFoundName } from '../../../lib/document-title';
import { useContentLang, useLocale, useMessages } from '../../../lib/i18n';
import { teamPageMessages } from './team-page-messages';
import { paths } from '../../../lib/paths';
import { usePublicQuery } from '../../../lib/queries';
import { teamOverApi } from './team-query';
import { TeamProfile } from './team-profile';
import { TeamSeason } from './team-season';
import { toProfile } from './team-to-profile';
import styles from './team-detail-page.module.css';

function Message({ title, text, back, error }: { title: string; text: string; back: string; error?: boolean }) {
  return (
    <section className="section">
      <div className={`container ${styles.message}`} role={error ? 'alert' : 'status'}>
        <h1 className={error ? styles.errorTitle : undefined}>{title}</h1>
        <p>{text}</p>
        <Link href={paths.teams} className="btn btn--primary">
          {back}
        </Link>
      </div>
    </section>
  );
}

export function TeamDetailPage() {
  const words = useMessages(teamPageMessages);
  const locale = useLocale();
  const contentLang = useContentLang();
  const { teamNumber = '' } = useParams<{ teamNumber: string }>();
  const valid = /^\d{1,9}$/.test(teamNumber);
  const { data, error, loading } = usePublicQuery(teamOverApi(Number(teamNumber)), valid);
  const missing = !valid || [404, 400].includes(statusOf(error) ?? 0);
  const notFoundName = useNotFoundName();
  useDocumentTitle(data ? teamPageName(data) : missing ? notFoundName : null);

  if (missing) {
    return <Message title={words.notFound.title} text={words.notFound.text(teamNumber)} back={words.back} />;
  }
  if (error) return <Message title={words.failed.title} text={words.failed.text} back={words.back} error />;
  if (loading || !data) {
    return (
      <section className="section">
        <p className="state" role="status" style={{ minHeight: '40vh' }}>
          {words.loading}
        </p>
      </section>
    );
  }
  return <TeamProfile team={toProfile(data, words, locale, contentLang)} season={<TeamSeason teamNumber={data.internationalNumber} />} />;
}
