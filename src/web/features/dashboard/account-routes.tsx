// Placeholder until the account screens and the dashboard are built (dashboard issue).
export function LoginRoute() {
  return <Placeholder title="Login" />;
}
export function RegisterRoute() {
  return <Placeholder title="Register" />;
}
export function DashboardRoute() {
  return <Placeholder title="Dashboard" />;
}
function Placeholder({ title }: { title: string }) {
  return (
    <section className="section">
      <div className="container">
        <h1>{title}</h1>
      </div>
    </section>
  );
}
