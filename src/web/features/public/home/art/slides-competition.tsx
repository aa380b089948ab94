// Carousel illustrations from competition days: matches on the field, the awards ceremony, the national championship.
// The words drawn in them come in the language of the file being drawn (messages/<locale>/home-art.ts).
import type { HomeArtMessages } from '../../../../../shared/messages/ro/home-art';
import { C } from './palette';
import { Crowd, Gear, Person, Robot, Trophy } from './parts';
import { Confetti, Scene, Spotlights } from './scene';

function FieldFloor({ y = 560 }: { y?: number }) {
  return (
    <g>
      <rect x="0" y={y} width="1600" height={800 - y} fill={C.mat} />
      <path d={`M0 ${y + 80}H1600M0 ${y + 180}H1600`} stroke={C.steel} strokeWidth="4" />
      {[-600, -200, 200, 600, 1000, 1400, 1800, 2200].map((x) => (
        <path key={x} d={`M${800 + (x - 800) * 0.55} ${y}L${x} 800`} stroke={C.steel} strokeWidth="4" />
      ))}
      <rect x="0" y={y - 40} width="1600" height="40" fill={C.light} opacity="0.25" />
      <rect x="0" y={y - 6} width="1600" height="8" fill={C.grey} />
    </g>
  );
}

export function FieldMatchArt({ words }: { words: HomeArtMessages }) {
  return (
    <Scene id="slide-field" from={C.navy} to={C.navy3}>
      <Gear cx={1450} cy={120} r={150} teeth={12} fill={C.orange} opacity={0.25} />
      <Gear cx={120} cy={140} r={90} teeth={9} fill={C.blueLight} opacity={0.2} />
      <g>
        <rect x="520" y="50" width="560" height="180" rx="20" fill={C.dark} />
        <rect x="540" y="70" width="250" height="140" rx="12" fill={C.red} />
        <rect x="810" y="70" width="250" height="140" rx="12" fill={C.blue} />
        <text x="665" y="104" textAnchor="middle" fontSize="22" fontWeight="700" fill={C.white} opacity="0.9" letterSpacing="3">{words.red}</text>
        <text x="935" y="104" textAnchor="middle" fontSize="22" fontWeight="700" fill={C.white} opacity="0.9" letterSpacing="3">{words.blue}</text>
        <text x="665" y="185" textAnchor="middle" fontSize="68" fontWeight="800" fill={C.white}>86</text>
        <text x="935" y="185" textAnchor="middle" fontSize="68" fontWeight="800" fill={C.white}>72</text>
      </g>
      <FieldFloor />
      {[
        [140, 740, C.gold],
        [740, 720, C.red],
        [870, 650, C.blueLight],
        [1440, 730, C.gold],
      ].map(([x, y, c]) => (
        <path key={`${x}`} d={`M${Number(x) - 24} ${y} l12 -20 h24 l12 20 l-12 20 h-24z`} fill={String(c)} />
      ))}
      <Robot x={240} y={430} scale={1.25} accent={C.red} armUp />
      <Robot x={960} y={440} scale={1.2} accent={C.blue} flip />
    </Scene>
  );
}

export function AwardsArt() {
  const podium = [
    { x: 420, h: 170, n: '2', tone: 1, shirt: C.blue },
    { x: 640, h: 240, n: '1', tone: 0, shirt: C.orange },
    { x: 860, h: 130, n: '3', tone: 2, shirt: C.green },
  ];
  return (
    <Scene id="slide-awards" from="#101A33" to={C.navy2}>
      <Spotlights xs={[300, 800, 1300]} />
      <Confetti count={46} colors={[C.orange, C.gold, C.blueLight, C.white, C.red]} />
      <rect x="0" y="700" width="1600" height="100" fill={C.dark} />
      {podium.map((p) => (
        <g key={p.n}>
          <rect x={p.x} y={700 - p.h} width="220" height={p.h} rx="8" fill={C.light} />
          <rect x={p.x} y={700 - p.h} width="220" height="18" rx="8" fill={C.grey} />
          <text x={p.x + 110} y={700 - p.h / 2 + 24} textAnchor="middle" fontSize="64" fontWeight="800" fill={C.navy}>{p.n}</text>
          <Person x={p.x + 70} y={700 - p.h} scale={0.95} shirt={p.shirt} tone={p.tone} pose="cheer" />
          <Person x={p.x + 150} y={700 - p.h} scale={0.9} shirt={p.shirt} tone={p.tone + 2} pose="cheer" />
        </g>
      ))}
      <Trophy x={702} y={112} scale={0.8} />
      <Trophy x={1200} y={470} scale={1.3} />
      <Trophy x={180} y={530} scale={0.95} />
    </Scene>
  );
}

export function NationalsArt({ words }: { words: HomeArtMessages }) {
  return (
    <Scene id="slide-nationals" from="#0A1730" to={C.navy2}>
      <Spotlights xs={[200, 600, 1000, 1400]} opacity={0.08} />
      {/* Stands with the crowd, three tiers. */}
      {[150, 250, 350].map((y, tier) => (
        <g key={y}>
          <rect x="0" y={y} width="1600" height="100" fill={tier % 2 ? C.navy3 : C.navy2} />
          <Crowd x={tier * 20 - 20} y={y + 70} width={1800} count={22} scale={0.9} colors={[C.orange, C.blue, C.white, C.red, C.gold, C.green]} />
        </g>
      ))}
      <rect x="360" y="30" width="880" height="96" rx="14" fill={C.orange} />
      <text x="800" y="95" textAnchor="middle" fontSize="46" fontWeight="800" fill={C.navy}>{words.nationals}</text>
      <FieldFloor y={560} />
      <rect x="0" y="450" width="1600" height="70" fill={C.dark} />
      <text x="800" y="497" textAnchor="middle" fontSize="30" fontWeight="700" fill={C.white} letterSpacing="6">{words.programme}</text>
      <Robot x={300} y={555} scale={0.9} accent={C.red} />
      <Robot x={620} y={575} scale={0.85} accent={C.orange} armUp />
      <Robot x={1060} y={560} scale={0.9} accent={C.blue} flip />
    </Scene>
  );
}
