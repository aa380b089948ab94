// Carousel illustrations of the people around the programme: a team at the pit, a workshop, volunteers, a kickoff.
// The words drawn in them come in the language of the file being drawn (messages/<locale>/home-art.ts).
import type { HomeArtMessages } from '../../../../../shared/messages/ro/home-art';
import { C } from './palette';
import { Crowd, Gear, gearPath, Person, Robot } from './parts';
import { Scene, Spotlights } from './scene';

function Table({ x, y, width }: { x: number; y: number; width: number }) {
  return (
    <g>
      <rect x={x} y={y} width={width} height="26" rx="6" fill={C.wood} />
      <rect x={x + 10} y={y + 26} width={width - 20} height={800 - y} fill="#8F6238" />
    </g>
  );
}

function Laptop({ x, y, accent = C.blueLight }: { x: number; y: number; accent?: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d="M10 0h150a8 8 0 0 1 8 8v92H2V8a8 8 0 0 1 8-8z" fill={C.dark} />
      <rect x="12" y="12" width="146" height="78" rx="4" fill={accent} opacity="0.85" />
      <path d="M24 30h70M24 46h100M24 62h56" stroke={C.white} strokeWidth="6" strokeLinecap="round" opacity="0.8" />
      <path d="M-14 100h198l-12 14H-2z" fill={C.grey} />
    </g>
  );
}

export function PitArt({ words }: { words: HomeArtMessages }) {
  return (
    <Scene id="slide-pit" from="#DCE3EC" to="#B9C4D3">
      <rect x="0" y="0" width="1600" height="80" fill={C.navy} />
      <path d="M120 80v120M1480 80v120" stroke={C.steel} strokeWidth="6" />
      <rect x="380" y="110" width="840" height="120" rx="14" fill={C.navy2} />
      <text x="800" y="190" textAnchor="middle" fontSize="60" fontWeight="800" fill={C.white} letterSpacing="4">{words.pit}</text>
      <Gear cx={1420} cy={300} r={80} teeth={9} fill={C.orange} opacity={0.5} />
      <Gear cx={1320} cy={380} r={50} teeth={8} fill={C.navy3} opacity={0.4} />
      <Person x={390} y={730} scale={1.6} shirt={C.orange} tone={0} pose="cheer" />
      <Person x={880} y={735} scale={1.65} shirt={C.orange} tone={2} />
      <Person x={1250} y={730} scale={1.6} shirt={C.orange} tone={3} pose="point" />
      <Table x={140} y={600} width={1320} />
      <Robot x={470} y={372} scale={1.0} accent={C.orange} armUp />
      <Laptop x={1000} y={486} />
      <g transform="translate(160 548)">
        <rect width="150" height="52" rx="6" fill={C.red} />
        <rect x="50" y="-16" width="50" height="20" rx="6" fill="none" stroke={C.dark} strokeWidth="8" />
      </g>
    </Scene>
  );
}

export function WorkshopArt() {
  return (
    <Scene id="slide-workshop" from="#F5F7FA" to="#DDE4EE">
      <rect x="140" y="80" width="760" height="400" rx="16" fill={C.white} stroke={C.grey} strokeWidth="12" />
      <path d={gearPath(330, 260, 90, 10)} fill="none" stroke={C.blue} strokeWidth="8" />
      <path d="M460 360h320M460 360v-190M460 170h150l60 60h110" stroke={C.orange} strokeWidth="8" fill="none" strokeLinecap="round" />
      <path d="M180 420h220M460 420h140" stroke={C.mid} strokeWidth="8" strokeLinecap="round" />
      <circle cx="780" cy="230" r="14" fill={C.orange} />
      <Person x={990} y={720} scale={1.5} shirt={C.navy3} tone={1} pose="point" flip />
      <Gear cx={1380} cy={180} r={110} teeth={11} fill={C.orange} opacity={0.35} />
      <Gear cx={1250} cy={300} r={60} teeth={8} fill={C.blue} opacity={0.3} />
      <Person x={1215} y={690} scale={1.4} shirt={C.orange} tone={3} />
      <Person x={1415} y={690} scale={1.4} shirt={C.blue} tone={4} />
      <Table x={1080} y={600} width={440} />
      <Laptop x={1130} y={486} accent={C.orange} />
      <Laptop x={1330} y={486} />
    </Scene>
  );
}

export function VolunteersArt({ words }: { words: HomeArtMessages }) {
  const people = [
    { x: 260, tone: 0, pose: 'cheer' as const },
    { x: 530, tone: 1, pose: 'stand' as const },
    { x: 800, tone: 2, pose: 'cheer' as const },
    { x: 1070, tone: 3, pose: 'stand' as const },
    { x: 1340, tone: 4, pose: 'cheer' as const },
  ];
  return (
    <Scene id="slide-volunteers" from={C.orangeLight} to={C.orange}>
      <Gear cx={160} cy={150} r={120} teeth={12} fill={C.white} opacity={0.25} />
      <Gear cx={1460} cy={130} r={90} teeth={10} fill={C.navy} opacity={0.15} />
      <rect x="470" y="70" width="660" height="110" rx="55" fill={C.navy} />
      <text x="800" y="145" textAnchor="middle" fontSize="58" fontWeight="800" fill={C.white} letterSpacing="6">{words.volunteers}</text>
      <rect x="0" y="690" width="1600" height="110" fill={C.navy2} />
      {people.map((p) => (
        <g key={p.x}>
          <Person x={p.x} y={740} scale={2} shirt={C.navy} tone={p.tone} pose={p.pose} cap={p.tone % 2 ? C.orange : undefined} />
          <rect x={p.x - 22} y={470} width="44" height="18" rx="4" fill={C.orange} />
        </g>
      ))}
      <g transform="translate(570 560) rotate(-8)">
        <rect width="70" height="92" rx="6" fill={C.wood} />
        <rect x="8" y="14" width="54" height="70" fill={C.white} />
        <path d="M16 32h38M16 48h38M16 64h24" stroke={C.mid} strokeWidth="5" />
      </g>
    </Scene>
  );
}

export function KickoffArt({ words }: { words: HomeArtMessages }) {
  return (
    <Scene id="slide-kickoff" from="#0A1428" to={C.navy}>
      <Spotlights xs={[380, 1220]} opacity={0.1} />
      <rect x="300" y="70" width="1000" height="460" rx="18" fill={C.dark} />
      <rect x="324" y="94" width="952" height="412" rx="10" fill={C.navy3} />
      <Gear cx={800} cy={250} r={110} teeth={12} fill={C.orange} />
      <text x="800" y="430" textAnchor="middle" fontSize="80" fontWeight="800" fill={C.white} letterSpacing="10">{words.kickoff}</text>
      <text x="800" y="480" textAnchor="middle" fontSize="30" fontWeight="600" fill={C.orangeLight} letterSpacing="4">{words.newSeason}</text>
      <rect x="0" y="560" width="1600" height="30" fill={C.navy2} />
      <Robot x={120} y={330} scale={0.9} accent={C.orange} armUp />
      <Robot x={1210} y={330} scale={0.9} accent={C.blue} flip />
      <Crowd x={-20} y={720} width={1100} count={14} scale={1.5} colors={[C.orange, C.blue, C.navy3, C.red, C.steel, C.green]} />
    </Scene>
  );
}
