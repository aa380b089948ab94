// Hero of the partners page: two gears meshing (the association and its partners) under a graduation cap.
// Decorative: hidden from screen readers, fixed viewBox and size.
function Gear({ x, y, r, teeth, color }: { x: number; y: number; r: number; teeth: number; color: string }) {
  const angles = Array.from({ length: teeth }, (_, i) => (360 / teeth) * i);
  return (
    <g transform={`translate(${x} ${y})`}>
      {angles.map((angle) => (
        <rect key={angle} x={-r * 0.16} y={-r * 1.22} width={r * 0.32} height={r * 0.4} rx="4" fill={color} transform={`rotate(${angle})`} />
      ))}
      <circle r={r} fill={color} />
      <circle r={r * 0.38} fill="#0b1f3a" />
    </g>
  );
}

export function PartnersIllustration() {
  return (
    <svg width={400} height={300} viewBox="0 0 400 300" aria-hidden="true" focusable="false">
      <circle cx="200" cy="160" r="120" fill="rgb(255 255 255 / 6%)" />
      <Gear x={150} y={176} r={64} teeth={10} color="#f57e25" />
      <Gear x={262} y={150} r={46} teeth={8} color="#5b8fd1" />
      <g transform="translate(150 54)">
        <path d="M-70 22 L0 -6 L70 22 L0 50Z" fill="#f5f7fa" />
        <path d="M-40 34 V62 C-20 76 20 76 40 62 V34 L0 50Z" fill="#c9d1dc" />
        <path d="M56 28 V60" stroke="#ffc857" strokeWidth="4" />
        <circle cx="56" cy="64" r="6" fill="#ffc857" />
      </g>
      <path d="M320 60l6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2z" fill="#ffc857" opacity="0.9" />
      <path d="M60 250h24M72 238v24" stroke="#f57e25" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
