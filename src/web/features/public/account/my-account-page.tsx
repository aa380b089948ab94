// The spec keeps /my-account as a placeholder page with exactly this text: what a visitor who is not signed in sees
// (a signed-in user gets the account form instead, MyAccountSwitch in app/route-table.tsx).
export function MyAccountPage() {
  return (
    <section className="section">
      <div className="container">
        <p>my-account works!</p>
      </div>
    </section>
  );
}
