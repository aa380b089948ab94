// Placeholder until this page is built (public website issue).
export function EventsPage() {
  return (
    <section className="section">
      <div className="container">
        <h1>Evenimente</h1>
      </div>
    </section>
  );
}
