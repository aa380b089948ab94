// Self-made illustrations for the resource pages' heroes (decorative: the title says what the page is).

/** A gear outline with `teeth` square-ish teeth, centred on (cx, cy). */
export function gearPath(cx: number, cy: number, outer: number, inner: number, teeth: number): string {
  const points: string[] = [];
  const step = (Math.PI * 2) / teeth;
  for (let i = 0; i < teeth; i++) {
    const a = i * step;
    const corners = [
      [inner, a - step * 0.5],
      [inner, a - step * 0.22],
      [outer, a - step * 0.16],
      [outer, a + step * 0.16],
      [inner, a + step * 0.22],
    ] as const;
    for (const [r, angle] of corners) points.push(`${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`);
  }
  return `M${points.join('L')}Z`;
}

function Gear({ cx, cy, r, teeth, fill }: { cx: number; cy: number; r: number; teeth: number; fill: string }) {
  return (
    <g>
      <path d={gearPath(cx, cy, r, r * 0.8, teeth)} fill={fill} />
      <circle cx={cx} cy={cy} r={r * 0.32} fill="#0b1f3a" />
    </g>
  );
}

/** Season materials: the competition manual, a video and a gear. */
export function SeasonMaterialsArt() {
  return (
    <svg viewBox="0 0 400 300" width={400} height={300} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="sm-sheet" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#e3e9f2" />
        </linearGradient>
      </defs>
      <circle cx="205" cy="150" r="128" fill="#ffffff" opacity="0.06" />
      <rect x="112" y="58" width="170" height="210" rx="12" fill="#15325c" transform="rotate(-8 197 163)" />
      <rect x="122" y="48" width="170" height="210" rx="12" fill="url(#sm-sheet)" />
      <rect x="122" y="48" width="170" height="46" rx="12" fill="#f57e25" />
      <rect x="122" y="80" width="170" height="14" fill="#f57e25" />
      <rect x="140" y="62" width="96" height="10" rx="5" fill="#0b1f3a" />
      <rect x="140" y="112" width="130" height="8" rx="4" fill="#0066b3" />
      {[132, 150, 168, 186, 204].map((y, i) => (
        <rect key={y} x="140" y={y} width={i % 2 ? 104 : 124} height="6" rx="3" fill="#c9d1dc" />
      ))}
      <rect x="140" y="224" width="60" height="18" rx="9" fill="#0b1f3a" />
      <g transform="translate(46 70)">
        <rect width="108" height="72" rx="10" fill="#0066b3" />
        <circle cx="54" cy="36" r="20" fill="#ffffff" />
        <path d="M48 26 L64 36 L48 46 Z" fill="#0066b3" />
      </g>
      <Gear cx={300} cy={214} r={46} teeth={10} fill="#f57e25" />
      <Gear cx={352} cy={150} r={26} teeth={8} fill="#ffffff" />
    </svg>
  );
}

/** Learning materials: a laptop with code, a robot arm's wrench and a gear. */
export function LearningMaterialsArt() {
  return (
    <svg viewBox="0 0 400 300" width={400} height={300} aria-hidden="true" focusable="false">
      <circle cx="200" cy="150" r="128" fill="#ffffff" opacity="0.06" />
      <rect x="86" y="70" width="228" height="148" rx="12" fill="#0b1f3a" stroke="#ffffff" strokeOpacity="0.35" strokeWidth="4" />
      <rect x="100" y="84" width="200" height="120" rx="6" fill="#15325c" />
      {[
        [112, 98, 54, '#f57e25'],
        [124, 116, 90, '#ffffff'],
        [124, 134, 70, '#7fb7e6'],
        [136, 152, 100, '#ffffff'],
        [124, 170, 60, '#7fb7e6'],
        [112, 188, 40, '#f57e25'],
      ].map(([x, y, w, color]) => (
        <rect key={`${x}-${y}`} x={x} y={y} width={w} height="8" rx="4" fill={color as string} />
      ))}
      <path d="M62 218 H338 L322 240 H78 Z" fill="#c9d1dc" />
      <rect x="176" y="222" width="48" height="6" rx="3" fill="#5a6473" />
      <Gear cx={312} cy={86} r={38} teeth={9} fill="#f57e25" />
      <Gear cx={78} cy={112} r={24} teeth={7} fill="#ffffff" />
      <g transform="rotate(-35 270 200)">
        <rect x="246" y="190" width="96" height="16" rx="8" fill="#ffffff" />
        <circle cx="250" cy="198" r="16" fill="#ffffff" />
        <rect x="236" y="192" width="14" height="12" fill="#0b1f3a" />
      </g>
    </svg>
  );
}
