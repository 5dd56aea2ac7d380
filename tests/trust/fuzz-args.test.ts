// Promise 3a, in-process half: random argument vectors through main() (tests/trust/fuzz-args.ts).
import { fuzzArgs } from './fuzz-args.js';

fuzzArgs('in-process');
