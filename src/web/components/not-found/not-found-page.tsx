import { Link } from 'wouter';
import { paths } from '../../lib/paths';

export function NotFoundPage() {
  return (
    <section className="section">
      <div className="container" style={{ textAlign: 'center', minHeight: '40vh' }}>
        <p className="muted" style={{ fontSize: '4rem', fontWeight: 800, margin: 0 }} aria-hidden="true">
          404
        </p>
        <h1>Pagina nu a fost găsită</h1>
        <p>Adresa pe care ai deschis-o nu există sau a fost mutată.</p>
        <Link href={paths.home} className="btn btn--primary">
          Înapoi la pagina principală
        </Link>
      </div>
    </section>
  );
}
