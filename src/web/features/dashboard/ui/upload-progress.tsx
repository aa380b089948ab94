// A progress bar with a Cancel button for an upload in flight.
export function UploadProgress({ fraction, onCancel, label = 'Uploading file' }: { fraction: number; onCancel: () => void; label?: string }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="dash-upload">
      <progress max={100} value={percent} aria-label={label}>
        {percent}%
      </progress>
      <span className="dash-upload__percent">{percent}%</span>
      <button type="button" className="dash-btn dash-btn--small" onClick={onCancel}>
        Cancel upload
      </button>
    </div>
  );
}
