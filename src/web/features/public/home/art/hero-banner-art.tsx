// The home banner (spec 01 §9: 2787 x 1029): a competition field in perspective with two robots, game pieces and
// gears on a navy night sky. The left part stays calm so the headline can sit on it on wide screens. Saved as a file
// (home-art-files.tsx) that the hero's stylesheet draws as its background.
import { C } from './palette';
import { Gear, Robot } from './parts';

const W = 2787;
const H = 1029;
// The field's corners in perspective: top-left, top-right, bottom-right, bottom-left.
const TL = [1500, 560];
const TR = [2500, 560];
const BR = [2760, 1000];
const BL = [1290, 1000];
const lerp = (a: readonly number[], b: readonly number[], t: number) => [a[0]! + (b[0]! - a[0]!) * t, a[1]! + (b[1]! - a[1]!) * t];
const TILES = 6;

function FieldGrid() {
  const lines: string[] = [];
  for (let i = 1; i < TILES; i += 1) {
    const t = i / TILES;
    const [x1, y1] = lerp(TL, TR, t);
    const [x2, y2] = lerp(BL, BR, t);
    lines.push(`M${x1} ${y1}L${x2} ${y2}`);
    // Rows get closer towards the back of the field. Rounded: Math.pow's last digit differs between V8 versions
    // (Node 20 and 24), and the committed SVG must be the same drawing on both.
    const depth = Math.round(Math.pow(t, 1.25) * 1e6) / 1e6;
    const [x3, y3] = lerp(TL, BL, depth);
    const [x4, y4] = lerp(TR, BR, depth);
    lines.push(`M${x3} ${y3}L${x4} ${y4}`);
  }
  return <path d={lines.join(' ')} stroke={C.steel} strokeWidth="4" />;
}

const PIECES = [
  { x: 1700, y: 900, c: C.gold },
  { x: 1980, y: 760, c: C.red },
  { x: 2140, y: 930, c: C.blueLight },
  { x: 2420, y: 820, c: C.gold },
  { x: 1860, y: 640, c: C.blueLight },
  { x: 2300, y: 660, c: C.red },
] as const;

export function HeroBannerArt() {
  const field = [TL, TR, BR, BL].map((p) => p.join(' ')).join(' ');
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width={W} height={H} viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="xMaxYMid slice">
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={C.navy} />
          <stop offset="1" stopColor={C.navy2} />
        </linearGradient>
        <radialGradient id="hero-glow-orange" cx="0.8" cy="0.25" r="0.45">
          <stop offset="0" stopColor={C.orange} stopOpacity="0.45" />
          <stop offset="1" stopColor={C.orange} stopOpacity="0" />
        </radialGradient>
        <radialGradient id="hero-glow-blue" cx="0.15" cy="0.95" r="0.5">
          <stop offset="0" stopColor={C.blue} stopOpacity="0.5" />
          <stop offset="1" stopColor={C.blue} stopOpacity="0" />
        </radialGradient>
        <pattern id="hero-dots" width="64" height="64" patternUnits="userSpaceOnUse">
          <circle cx="4" cy="4" r="3" fill={C.white} opacity="0.09" />
        </pattern>
        <linearGradient id="hero-mat" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2C3440" />
          <stop offset="1" stopColor={C.mat} />
        </linearGradient>
      </defs>
      <rect width={W} height={H} fill="url(#hero-sky)" />
      <rect width={W} height={H} fill="url(#hero-dots)" />
      <rect width={W} height={H} fill="url(#hero-glow-orange)" />
      <rect width={W} height={H} fill="url(#hero-glow-blue)" />

      <Gear cx={2560} cy={170} r={240} teeth={14} fill={C.orange} opacity={0.3} />
      <Gear cx={2245} cy={120} r={120} teeth={10} fill={C.orange} opacity={0.22} />
      <Gear cx={1620} cy={250} r={90} teeth={9} fill={C.blueLight} opacity={0.18} />
      <Gear cx={140} cy={960} r={220} teeth={14} fill={C.white} opacity={0.05} />
      <path d="M0 820 C 600 700, 1100 980, 1700 860" stroke={C.orange} strokeWidth="10" fill="none" opacity="0.35" strokeLinecap="round" />
      <path d="M0 880 C 700 780, 1200 1020, 1800 920" stroke={C.blueLight} strokeWidth="6" fill="none" opacity="0.25" strokeLinecap="round" />

      {/* The field: perimeter wall, tiles, game pieces, two robots. */}
      <polygon points={`${TL[0]! - 30} ${TL[1]! - 50} ${TR[0]! + 30} ${TR[1]! - 50} ${TR[0]} ${TR[1]} ${TL[0]} ${TL[1]}`} fill={C.white} opacity="0.12" />
      <polygon points={field} fill="url(#hero-mat)" />
      <FieldGrid />
      <polygon points={field} fill="none" stroke={C.light} strokeWidth="10" strokeLinejoin="round" />
      <path d={`M${lerp(TL, TR, 0.5).join(' ')}L${lerp(BL, BR, 0.5).join(' ')}`} stroke={C.orange} strokeWidth="6" strokeDasharray="24 18" opacity="0.8" />
      {PIECES.map((p) => (
        <g key={`${p.x}-${p.y}`}>
          <ellipse cx={p.x} cy={p.y + 16} rx="30" ry="8" fill="#000" opacity="0.3" />
          <path d={`M${p.x - 26} ${p.y} l13 -22 h26 l13 22 l-13 22 h-26z`} fill={p.c} />
        </g>
      ))}
      <Robot x={1480} y={700} scale={1.05} accent={C.orange} armUp />
      <Robot x={2230} y={640} scale={0.95} accent={C.blue} flip />

      {/* Sparks above the field. */}
      {[
        [1960, 480],
        [2080, 420],
        [1780, 450],
        [2400, 470],
      ].map(([x, y]) => (
        <path key={`${x}`} d={`M${x} ${y! - 18}v36M${x! - 18} ${y}h36`} stroke={C.orangeLight} strokeWidth="6" strokeLinecap="round" opacity="0.8" />
      ))}
    </svg>
  );
}
