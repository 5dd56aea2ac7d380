// Intervention's entry in the registry (src/games/index.ts): its id, name and
// commands, known at start; the rest (index.ts) loads only when a state or
// scenario plays it or one of its commands runs.
import type { SystemEntry } from '../../engine/registry.js';

const play = () => import('../../commands/intervention/play.js');

export const interventionEntry: SystemEntry = {
  id: 'intervention',
  kind: 'game',
  title: { en: 'Intervention', fr: 'Intervention' },
  // One printed text, in French.
  editions: ['fr'],
  // A dice-free firefight (U177): the guide never asks for dice.
  rollsNoDice: true,
  // Its players' view is the fog of war (src/render/intervention/players.ts).
  optionHelp: {
    '--player': "players' view: only the figures detected or located, as the table shows them (the fog of war)",
    '--roll': 'Intervention rolls no dice: --roll changes nothing (U177)',
    '--seed': 'Intervention rolls no dice: --seed changes nothing (U177)',
    '--odds': 'Intervention rolls no dice: the one certain result, nothing written (U177)',
  },
  commands: {
    intervention: () => import('../../commands/intervention/index.js'),
    'intv-clock': () => import('../../commands/intervention/status.js').then((m) => ({ register: m.registerClock })),
    'intv-orders': () => play().then((m) => ({ register: m.registerOrders })),
    'intv-phase': () => play().then((m) => ({ register: m.registerPhase })),
    'intv-activate': () => play().then((m) => ({ register: m.registerActivate })),
    'intv-move': () => play().then((m) => ({ register: m.registerMove })),
    'intv-observe': () => play().then((m) => ({ register: m.registerObserve })),
    'intv-fire': () => play().then((m) => ({ register: m.registerFire })),
    'intv-melee': () => play().then((m) => ({ register: m.registerMelee })),
    'intv-blast': () => play().then((m) => ({ register: m.registerBlast })),
    'intv-morale': () => play().then((m) => ({ register: m.registerMorale })),
    // The turn walked in the text's order (orders, then the units by initiative in each sequence), as the other games' `turn`.
    turn: () => import('../../commands/intervention/walk.js'),
  },
  load: () => import('./index.js').then((m) => m.intervention),
};
