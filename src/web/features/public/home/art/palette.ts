// Colours of the home page illustrations: the FTC palette of DESIGN.md plus a few scene tones.
export const C = {
  navy: '#0B1F3A',
  navy2: '#15325C',
  navy3: '#1E4478',
  orange: '#F57E25',
  orangeLight: '#FFB27A',
  blue: '#0066B3',
  blueLight: '#4FA3E0',
  red: '#D64541',
  gold: '#F5B82E',
  goldDark: '#C98A12',
  white: '#FFFFFF',
  light: '#ECEFF4',
  grey: '#C9D1DC',
  mid: '#8A95A5',
  steel: '#5A6473',
  dark: '#1B2533',
  mat: '#3A4350',
  wood: '#B98552',
  green: '#1F8A4C',
} as const;

export const SKIN = ['#F1C7A5', '#D9A07A', '#A8704E', '#E8B894', '#7A4E32'] as const;
export const HAIR = ['#2B1E16', '#5A3A22', '#C9A35A', '#1B1B1B', '#8C4A2F'] as const;
