// Building blocks of the home page illustrations: gears, robots, people, trophies. Plain SVG groups in local
// coordinates, placed with x/y/scale by the scenes.
import { C, HAIR, SKIN } from './palette';

const f = (n: number) => n.toFixed(1);

/** The outline of a gear with `teeth` teeth and a round hole (use fillRule="evenodd"). */
export function gearPath(cx: number, cy: number, r: number, teeth = 10, hole = 0.34): string {
  const depth = r * 0.2;
  const step = (Math.PI * 2) / teeth;
  const points: string[] = [];
  for (let i = 0; i < teeth; i += 1) {
    const a = i * step;
    for (const [t, radius] of [[0, r - depth], [0.12, r], [0.38, r], [0.5, r - depth], [0.75, r - depth]] as const) {
      const angle = a + t * step;
      points.push(`${f(cx + Math.cos(angle) * radius)} ${f(cy + Math.sin(angle) * radius)}`);
    }
  }
  const h = r * hole;
  return `M${points.join('L')}Z M${f(cx + h)} ${f(cy)}A${f(h)} ${f(h)} 0 1 0 ${f(cx - h)} ${f(cy)}A${f(h)} ${f(h)} 0 1 0 ${f(cx + h)} ${f(cy)}Z`;
}

export function Gear({ cx, cy, r, teeth = 10, fill, opacity = 1 }: { cx: number; cy: number; r: number; teeth?: number; fill: string; opacity?: number }) {
  return <path d={gearPath(cx, cy, r, teeth)} fill={fill} fillRule="evenodd" opacity={opacity} />;
}

interface Placed {
  x: number;
  y: number;
  scale?: number;
}

/** A competition robot seen from the side, about 300 x 230 units at scale 1; (x, y) is its top-left corner. */
export function Robot({ x, y, scale = 1, accent = C.orange, flip = false, armUp = false }: Placed & { accent?: string; flip?: boolean; armUp?: boolean }) {
  const transform = `translate(${x} ${y}) scale(${scale})${flip ? ' translate(300 0) scale(-1 1)' : ''}`;
  return (
    <g transform={transform}>
      <ellipse cx="150" cy="226" rx="150" ry="10" fill="#000" opacity="0.25" />
      <rect x="170" y="40" width="26" height="100" rx="6" fill={C.steel} />
      <g transform={`rotate(${armUp ? -38 : -8} 183 52)`}>
        <rect x="176" y="40" width="130" height="22" rx="8" fill={C.grey} stroke={C.steel} strokeWidth="3" />
        <path d="M300 36 l26 -8 l6 12 l-22 8z M300 66 l26 8 l6 -12 l-22 -8z" fill={accent} />
      </g>
      <circle cx="183" cy="52" r="14" fill={C.dark} />
      <rect x="14" y="112" width="272" height="78" rx="14" fill={C.grey} />
      <rect x="14" y="112" width="272" height="16" rx="8" fill={C.light} />
      <rect x="34" y="136" width="130" height="42" rx="6" fill={accent} />
      <rect x="46" y="150" width="70" height="6" rx="3" fill={C.white} opacity="0.85" />
      <rect x="46" y="162" width="44" height="6" rx="3" fill={C.white} opacity="0.6" />
      <circle cx="252" cy="132" r="7" fill={C.green} />
      {[64, 236].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy="196" r="30" fill={C.dark} />
          <circle cx={cx} cy="196" r="12" fill={C.mid} />
        </g>
      ))}
    </g>
  );
}

/** A standing person, about 80 x 200 units at scale 1; (x, y) is the point between the feet; `flip` faces left. */
export function Person({ x, y, scale = 1, shirt, tone = 0, pose = 'stand', cap, flip = false }: Placed & { shirt: string; tone?: number; pose?: 'stand' | 'cheer' | 'point'; cap?: string; flip?: boolean }) {
  const skin = SKIN[tone % SKIN.length];
  const hair = HAIR[tone % HAIR.length];
  const leftArm = pose === 'cheer' ? 'M-26 -150 L-46 -205' : 'M-26 -150 L-32 -92';
  const rightArm = pose === 'cheer' ? 'M26 -150 L46 -205' : pose === 'point' ? 'M26 -150 L78 -176' : 'M26 -150 L32 -92';
  return (
    <g transform={`translate(${x} ${y}) scale(${flip ? -scale : scale} ${scale})`}>
      <rect x="-20" y="-80" width="17" height="80" rx="6" fill={C.navy2} />
      <rect x="3" y="-80" width="17" height="80" rx="6" fill={C.navy2} />
      <path d={`${leftArm} ${rightArm}`} stroke={skin} strokeWidth="12" strokeLinecap="round" fill="none" />
      <rect x="-28" y="-162" width="56" height="90" rx="18" fill={shirt} />
      <circle cx="0" cy="-186" r="22" fill={skin} />
      <path d="M-23 -190 a23 23 0 0 1 46 0 q-10 -10 -23 -8 q-13 -2 -23 8z" fill={cap ?? hair} />
      {cap && <rect x="0" y="-196" width="34" height="7" rx="3" fill={cap} />}
    </g>
  );
}

/** Heads and shoulders of an audience seen from behind or far away: `count` people across `width` units. */
export function Crowd({ x, y, width, count, colors, scale = 1 }: Placed & { width: number; count: number; colors: readonly string[] }) {
  const gap = width / count;
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      {Array.from({ length: count }, (_, i) => {
        const cx = gap * i + gap / 2 + ((i * 37) % 11) - 5;
        const lift = (i * 53) % 17;
        return (
          <g key={i} transform={`translate(${f(cx)} ${-lift})`}>
            <rect x="-30" y="-20" width="60" height="60" rx="24" fill={colors[i % colors.length]} />
            <circle cx="0" cy="-38" r="20" fill={HAIR[i % HAIR.length]} />
          </g>
        );
      })}
    </g>
  );
}

/** A trophy cup, about 120 x 170 units at scale 1; (x, y) is its top-left corner. */
export function Trophy({ x, y, scale = 1 }: Placed) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <path d="M20 20 h-14 a16 22 0 0 0 22 44 M100 20 h14 a16 22 0 0 1 -22 44" stroke={C.goldDark} strokeWidth="8" fill="none" />
      <path d="M18 8 h84 v34 a42 46 0 0 1 -84 0z" fill={C.gold} />
      <rect x="52" y="92" width="16" height="30" fill={C.goldDark} />
      <rect x="30" y="120" width="60" height="18" rx="4" fill={C.gold} />
      <rect x="20" y="138" width="80" height="28" rx="4" fill={C.navy2} />
      <path d="M60 24 l7 14 l15 2 l-11 10 l3 15 l-14 -7 l-14 7 l3 -15 l-11 -10 l15 -2z" fill={C.white} opacity="0.85" />
    </g>
  );
}
