// Guérilla Urbaine's pure rules, shared by the `guerilla-urbaine` pack laid
// over a riot and the gang skirmish game. Each export is documented where it
// is defined; every number cites its line of guerilla-urbaine.fr.txt or a ruling.
//
// - profile.ts: thresholds (2+..6+), weapons (Por, Cd, Zone, traits), melee
//   weapons' C, upgrades, a figure's profile, the list of gangers, crowd figures (R17).
// - shooting.ts: resolveShooting (to hit, saves, PV; Cd shots; zone weapons),
//   with rangeBand, shotThreshold, shotAttack for callers that compose.
// - melee.ts: resolveGuMelee (attack, parry, step back, Lâche, Assassin).
// All take a Dice (src/rules/types.ts): src/odds enumerates every roll.
export * from './profile.js';
export * from './shooting.js';
export * from './melee.js';
