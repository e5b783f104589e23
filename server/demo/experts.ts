// The demo's human experts: each has a real skill (how noisy their read of a player is), a
// tendency to overstate confidence, the leagues they cover and how many picks they make a day.
// Their records are never stored: they come from grading their picks.

export interface ExpertProfile {
  name: string;
  /** Log-scale noise on their estimate of a player's mean: 0.05 is sharp, 0.35 is guessing. */
  skill: number;
  /** How much of their perceived edge they add to their stated confidence. */
  overconfidence: number;
  leagues: string[];
  /** Picks on a typical day. */
  volume: number;
}

export const HUMAN_EXPERTS: readonly ExpertProfile[] = [
  {
    name: 'Dana Whitfield',
    skill: 0.05,
    overconfidence: 1.0,
    leagues: ['NBA', 'WNBA', 'NCAA'],
    volume: 30,
  },
  { name: 'Marco Bellini', skill: 0.07, overconfidence: 1.4, leagues: ['MLB'], volume: 40 },
  { name: 'Priya Raman', skill: 0.06, overconfidence: 1.1, leagues: ['NFL', 'CFB'], volume: 25 },
  {
    name: 'Hank Dorsey',
    skill: 0.3,
    overconfidence: 2.5,
    leagues: ['NFL', 'NBA', 'MLB'],
    volume: 45,
  },
  { name: 'Lena Park', skill: 0.09, overconfidence: 1.2, leagues: ['NHL'], volume: 25 },
  { name: 'Tomás Ferreira', skill: 0.12, overconfidence: 1.6, leagues: ['MLS', 'NBA'], volume: 25 },
  {
    name: 'Big Game Benny',
    skill: 0.35,
    overconfidence: 3.0,
    leagues: ['NFL', 'CFB', 'NBA'],
    volume: 50,
  },
  { name: 'Sharp Shirin', skill: 0.04, overconfidence: 0.9, leagues: ['MLB', 'NHL'], volume: 20 },
  { name: 'Carl Jennings', skill: 0.15, overconfidence: 1.8, leagues: ['MLB', 'NBA'], volume: 35 },
  { name: 'Ava Lindgren', skill: 0.1, overconfidence: 1.3, leagues: ['NBA', 'NHL'], volume: 30 },
  {
    name: 'The Numbers Guy',
    skill: 0.08,
    overconfidence: 1.0,
    leagues: ['MLB', 'NFL', 'NBA', 'NHL'],
    volume: 40,
  },
  { name: 'Rico Alvarado', skill: 0.2, overconfidence: 2.0, leagues: ['MLB', 'CFB'], volume: 35 },
  { name: 'Grace Okoye', skill: 0.07, overconfidence: 1.2, leagues: ['WNBA', 'NBA'], volume: 25 },
  { name: 'Dusty Kowalski', skill: 0.25, overconfidence: 2.2, leagues: ['NHL', 'NFL'], volume: 30 },
  { name: 'Mei Tanaka', skill: 0.09, overconfidence: 1.1, leagues: ['MLB', 'NCAA'], volume: 30 },
  { name: 'Jamal Pierce', skill: 0.11, overconfidence: 1.5, leagues: ['NBA', 'CFB'], volume: 35 },
  { name: 'Olivia Brandt', skill: 0.13, overconfidence: 1.4, leagues: ['NFL', 'MLB'], volume: 30 },
  {
    name: 'Victor Hale',
    skill: 0.18,
    overconfidence: 1.9,
    leagues: ['NHL', 'MLB', 'MLS'],
    volume: 35,
  },
  { name: 'Sam Okafor', skill: 0.06, overconfidence: 1.0, leagues: ['NBA', 'NFL'], volume: 25 },
  {
    name: 'Lucky Lou',
    skill: 0.4,
    overconfidence: 2.8,
    leagues: ['MLB', 'NBA', 'NHL', 'NFL'],
    volume: 50,
  },
];
