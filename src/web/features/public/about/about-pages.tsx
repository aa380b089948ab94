// Placeholder until this page is built (public website issue).
export function AboutPages() {
  return (
    <section className="section">
      <div className="container">
        <h1>Despre noi</h1>
      </div>
    </section>
  );
}
