// Placeholder until this page is built (public website issue).
export function TeamsPage() {
  return (
    <section className="section">
      <div className="container">
        <h1>Map and List of FTC Teams in Romania</h1>
      </div>
    </section>
  );
}
