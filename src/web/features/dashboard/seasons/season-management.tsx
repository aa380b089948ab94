// Placeholder until this screen is built (dashboard issue).
export function SeasonManagement() {
  return <p className="dash-empty">Seasons</p>;
}
