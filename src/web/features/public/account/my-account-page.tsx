// The spec keeps /my-account as a placeholder page with exactly this text.
export function MyAccountPage() {
  return (
    <section className="section">
      <div className="container">
        <p>my-account works!</p>
      </div>
    </section>
  );
}
