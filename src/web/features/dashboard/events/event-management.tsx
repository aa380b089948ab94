// Placeholder until this screen is built (dashboard issue).
export function EventManagement() {
  return <p className="dash-empty">Events</p>;
}
