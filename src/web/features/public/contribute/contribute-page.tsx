// Placeholder until this page is built (public website issue).
export function ContributePage() {
  return (
    <section className="section">
      <div className="container">
        <h1>Contribuie</h1>
      </div>
    </section>
  );
}
