// Every sample game of scenarios/ with the batch that plays it (tests/batch/),
// and the seed its batch was written for when not the default: the list the
// tests that go through every game share (bundle-samples, edges-games).
export const SAMPLE_GAMES: readonly (readonly [scenario: string, batch: string, seed?: string])[] = [
  ['railton-road.yaml', 'railton-six-turns.txt', 'six-turns'],
  ['railton-road-armed.yaml', 'railton-armed-agents.txt'],
  ['railton-road-swat.yaml', 'railton-swat-storm.txt'],
  ['railton-road-opinion.yaml', 'railton-opinion.txt'],
  ['guerilla-urbaine-gangs.yaml', 'gu-three-turns.txt'],
  ['intervention-liberation-otage.yaml', 'intervention-hostage.txt'],
  ['riot-sample.fr.yaml', 'riot-round.txt'],
];
