// Placeholder until this page is built (public website issue).
export function EventDetailPage() {
  return (
    <section className="section">
      <div className="container">
        <h1>Eveniment</h1>
      </div>
    </section>
  );
}
