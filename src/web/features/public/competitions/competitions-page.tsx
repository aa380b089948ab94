// Placeholder until this page is built (public website issue).
export function CompetitionsPage() {
  return (
    <section className="section">
      <div className="container">
        <h1>Concursuri</h1>
      </div>
    </section>
  );
}
