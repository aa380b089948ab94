// Small illustrations of the three visitor profiles on the home page (student, parent, teacher), 320 x 180 each,
// saved as files (home-art-files.tsx) and shown as decorative <img>s.
import { C } from './palette';
import { Gear, gearPath, Person, Robot } from './parts';

export type Profile = 'student' | 'parent' | 'teacher';

const BACKGROUNDS: Record<Profile, [string, string]> = {
  student: ['#FFE3CC', '#FFC79E'],
  parent: ['#D8E9F7', '#A9CDEB'],
  teacher: ['#E3E8F0', '#C9D1DC'],
};

export function ProfileArt({ profile }: { profile: Profile }) {
  const [from, to] = BACKGROUNDS[profile];
  const id = `profile-${profile}-bg`;
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="320" height="180" fill={`url(#${id})`} />
      <Gear cx={285} cy={34} r={42} teeth={9} fill={C.white} opacity={0.55} />
      {profile === 'student' && (
        <>
          <Person x={110} y={176} scale={0.78} shirt={C.orange} tone={0} pose="cheer" />
          <Robot x={160} y={104} scale={0.3} accent={C.orange} armUp />
        </>
      )}
      {profile === 'parent' && (
        <>
          <Person x={120} y={176} scale={0.8} shirt={C.blue} tone={2} />
          <Person x={180} y={176} scale={0.55} shirt={C.orange} tone={3} pose="cheer" />
          <path d="M232 62c-8-14-30-8-26 10 3 10 26 24 26 24s23-14 26-24c4-18-18-24-26-10z" fill={C.red} opacity="0.85" />
        </>
      )}
      {profile === 'teacher' && (
        <>
          <rect x="150" y="34" width="140" height="92" rx="8" fill={C.white} stroke={C.steel} strokeWidth="5" />
          <path d={gearPath(190, 80, 24, 8)} fill="none" stroke={C.blue} strokeWidth="4" />
          <path d="M230 64h44M230 82h34M230 100h40" stroke={C.orange} strokeWidth="5" strokeLinecap="round" />
          <Person x={100} y={176} scale={0.8} shirt={C.navy3} tone={1} pose="point" />
        </>
      )}
    </svg>
  );
}
