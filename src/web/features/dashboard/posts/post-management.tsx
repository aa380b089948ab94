// Placeholder until this screen is built (dashboard issue).
export function PostManagement() {
  return <p className="dash-empty">Home posts</p>;
}
