// /teams/{teamNumber} (README decision "Team detail"): a team's page built from GET /api/teams/{teamNumber}, with
// loading, not-found and error states.
import { Link, useParams } from 'wouter';
import { teamPageName } from '../../../../shared/site-pages';
import { statusOf } from '../../../../shared/api-error';
import { useDocumentTitle, useNotFoundName } from '../../../lib/document-title';
import { paths } from '../../../lib/paths';
import { queries, usePublicQuery } from '../../../lib/queries';
import { TeamProfile } from './team-profile';
import { TeamSeason } from './team-season';
import { toProfile } from './team-to-profile';
import styles from './team-detail-page.module.css';

function Message({ title, text, error }: { title: string; text: string; error?: boolean }) {
  return (
    <section className="section">
      <div className={`container ${styles.message}`} role={error ? 'alert' : 'status'}>
        <h1 className={error ? styles.errorTitle : undefined}>{title}</h1>
        <p>{text}</p>
        <Link href={paths.teams} className="btn btn--primary">
          Înapoi la lista echipelor
        </Link>
      </div>
    </section>
  );
}

export function TeamDetailPage() {
  const { teamNumber = '' } = useParams<{ teamNumber: string }>();
  const valid = /^\d{1,9}$/.test(teamNumber);
  const { data, error, loading } = usePublicQuery(queries.team(Number(teamNumber)), valid);
  const missing = !valid || [404, 400].includes(statusOf(error) ?? 0);
  const notFoundName = useNotFoundName();
  useDocumentTitle(data ? teamPageName(data) : missing ? notFoundName : null);

  if (missing) {
    return <Message title="Echipa nu a fost găsită" text={`Nu există nicio echipă cu numărul „${teamNumber}”. Verifică numărul sau caută echipa în listă.`} />;
  }
  if (error) return <Message title="Eroare la încărcarea echipei" text="Datele echipei nu au putut fi încărcate. Încearcă din nou mai târziu." error />;
  if (loading || !data) {
    return (
      <section className="section">
        <p className="state" role="status" style={{ minHeight: '40vh' }}>
          Se încarcă echipa...
        </p>
      </section>
    );
  }
  return <TeamProfile team={toProfile(data)} season={<TeamSeason teamNumber={data.internationalNumber} />} />;
}
