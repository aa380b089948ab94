// The three FIRST programmes (spec 01 §2 "About pages"): grade range, age range and the organisation's page; each
// one's line of copy is the catalogue's (messages/<locale>/about-first.ts, decision 200).
export interface FirstProgramme {
  id: 'fll' | 'ftc' | 'frc';
  name: string;
  grades: string;
  ages: string;
  href: string;
}

export const FIRST_PROGRAMMES: readonly FirstProgramme[] = [
  {
    id: 'fll',
    name: 'FIRST LEGO League',
    grades: 'PreK-8',
    ages: '4-16',
    href: 'https://www.firstinspires.org/robotics/fll',
  },
  {
    id: 'ftc',
    name: 'FIRST Tech Challenge',
    grades: '7-12',
    ages: '12-18',
    href: 'https://www.firstinspires.org/robotics/ftc',
  },
  {
    id: 'frc',
    name: 'FIRST Robotics Competition',
    grades: '9-12',
    ages: '14-18',
    href: 'https://www.firstinspires.org/robotics/frc',
  },
];
