// seedrandom's Alea generator alone (src/dice.ts): the package's index also
// loads node:crypto (for seeds from entropy, which umpire never asks for).
declare module 'seedrandom/lib/alea.js' {
  import type seedrandom from 'seedrandom';
  const alea: seedrandom['alea'];
  export default alea;
}
