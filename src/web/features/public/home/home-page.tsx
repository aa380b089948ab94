// Placeholder until this page is built (public website issue).
export function HomePage() {
  return (
    <section className="section">
      <div className="container">
        <h1>FIRST Tech Challenge Romania</h1>
      </div>
    </section>
  );
}
