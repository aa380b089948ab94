// Placeholder until this screen is built (dashboard issue).
export function ResourceManagement() {
  return <p className="dash-empty">Resources</p>;
}
