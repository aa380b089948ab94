// Placeholder until this page is built (public website issue).
export function TeamSamplePage() {
  return (
    <section className="section">
      <div className="container">
        <h1>Echipa 00000</h1>
      </div>
    </section>
  );
}
