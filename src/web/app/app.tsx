// Placeholder shell until the public site (issue: public website) and the dashboard (issue: dashboard) land.
export function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '4rem auto', padding: '0 1rem' }}>
      <h1>FIRST Tech Challenge Romania</h1>
      <p>Site-ul este în construcție. API-ul public răspunde la /api.</p>
    </main>
  );
}
