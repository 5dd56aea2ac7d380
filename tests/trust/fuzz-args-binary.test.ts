// Promise 3a, binary half: random argument vectors through the real binary (tests/trust/fuzz-args.ts).
import { fuzzArgs } from './fuzz-args.js';

fuzzArgs('binary');
