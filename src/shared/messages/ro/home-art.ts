// The words drawn inside the home carousel's illustrations (features/public/home/art/), in Romanian. Not an area the
// browser loads: `npm run art:home` draws each illustration once per language into an SVG file
// (art/home-art-files.tsx), and the page shows its language's file.
export const homeArt = {
  /** The scoreboard over the field (slide-field): the two alliances. */
  red: 'ROȘU',
  blue: 'ALBASTRU',
  /** The banner over a team's table in the pit (slide-pit). */
  pit: 'PIT · ECHIPA 14',
  /** The banner over the volunteers (slide-volunteers). */
  volunteers: 'VOLUNTARI',
  /** The arena's banner and the band below the stands (slide-nationals). */
  nationals: 'CAMPIONATUL NAȚIONAL',
  programme: 'FIRST TECH CHALLENGE ROMÂNIA',
  /** The big screen at the season's launch (slide-kickoff). */
  kickoff: 'KICKOFF',
  newSeason: 'NOUL SEZON ÎNCEPE ACUM',
};

export type HomeArtMessages = typeof homeArt;
