import { Link } from 'wouter';
import { useMessages } from '../../lib/i18n';
import { shellMessages } from '../../lib/messages';
import { paths } from '../../lib/paths';

export function NotFoundPage() {
  const { notFoundName, notFound } = useMessages(shellMessages);
  return (
    <section className="section">
      <div className="container" style={{ textAlign: 'center', minHeight: '40vh' }}>
        <p className="muted" style={{ fontSize: '4rem', fontWeight: 800, margin: 0 }} aria-hidden="true">
          404
        </p>
        <h1>{notFoundName}</h1>
        <p>{notFound.text}</p>
        <Link href={paths.home} className="btn btn--primary">
          {notFound.back}
        </Link>
      </div>
    </section>
  );
}
