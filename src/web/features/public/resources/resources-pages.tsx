// Placeholder until this page is built (public website issue).
export function ResourcesPages() {
  return (
    <section className="section">
      <div className="container">
        <h1>Resurse</h1>
      </div>
    </section>
  );
}
