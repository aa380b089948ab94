// Placeholder until this page is built (public website issue).
export function NewsPage() {
  return (
    <section className="section">
      <div className="container">
        <h1>Toate postările</h1>
      </div>
    </section>
  );
}
