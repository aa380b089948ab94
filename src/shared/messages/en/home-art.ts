// The words drawn inside the home carousel's illustrations, in English (typed by messages/ro/home-art.ts).
import type { HomeArtMessages } from '../ro/home-art';

export const homeArt: HomeArtMessages = {
  red: 'RED',
  blue: 'BLUE',
  pit: 'PIT · TEAM 14',
  volunteers: 'VOLUNTEERS',
  nationals: 'NATIONAL CHAMPIONSHIP',
  programme: 'FIRST TECH CHALLENGE ROMANIA',
  kickoff: 'KICKOFF',
  newSeason: 'THE NEW SEASON STARTS NOW',
};
