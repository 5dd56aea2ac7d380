// `umpire import`: a game from a state file and its log into the database store (src/commands/export.ts).
export { registerImport as register } from './export.js';
