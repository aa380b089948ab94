// The three FIRST programmes (spec 01 §2 "About pages"): grade range, age range and the organisation's page.
export interface FirstProgramme {
  id: 'fll' | 'ftc' | 'frc';
  name: string;
  grades: string;
  ages: string;
  text: string;
  href: string;
}

export const FIRST_PROGRAMMES: readonly FirstProgramme[] = [
  {
    id: 'fll',
    name: 'FIRST LEGO League',
    grades: 'PreK-8',
    ages: '4-16',
    text: 'Primul contact cu știința și tehnologia: copiii explorează, construiesc și programează cu piese LEGO.',
    href: 'https://www.firstinspires.org/robotics/fll',
  },
  {
    id: 'ftc',
    name: 'FIRST Tech Challenge',
    grades: '7-12',
    ages: '12-18',
    text: 'Programul pe care îl organizăm în România: echipe de liceeni construiesc roboți și concurează în alianțe.',
    href: 'https://www.firstinspires.org/robotics/ftc',
  },
  {
    id: 'frc',
    name: 'FIRST Robotics Competition',
    grades: '9-12',
    ages: '14-18',
    text: 'Roboți industriali de mari dimensiuni, construiți în câteva săptămâni, cu sprijinul mentorilor profesioniști.',
    href: 'https://www.firstinspires.org/robotics/frc',
  },
];
