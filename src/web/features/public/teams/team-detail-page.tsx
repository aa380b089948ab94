// Placeholder until this page is built (public website issue).
export function TeamDetailPage() {
  return (
    <section className="section">
      <div className="container">
        <h1>Echipă</h1>
      </div>
    </section>
  );
}
