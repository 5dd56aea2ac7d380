// The guide offers only what can act now (src/commands/facts.ts canAct and
// pick): the subjects and values the rules would refuse are not on the pick
// lists. Found by the generated plays (tests/trust/generated.test.ts), where a
// line picked from these lists was refused by the rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Command } from 'commander';
import { tempGame } from '../helpers/cli.js';
import { factsOf, longOf, type ProcedureFacts } from '../../src/commands/facts.js';
import { programCommands } from '../trust/generate.js';

let game: ReturnType<typeof tempGame>;
let cmds: Map<string, Command>;
beforeAll(async () => {
  game = tempGame();
  await game.init('railton-road.yaml');
  cmds = await programCommands(['fire', 'missiles', 'petrol-bomb', 'loot', 'adjacent', 'damage', 'rejoin', 'triage'], game.dir);
});
afterAll(() => game.cleanup());

const facts = (name: string): ProcedureFacts => factsOf(cmds.get(name)!)!;
/** The ids of `kind` the guide offers as argument `i` of `name`, after the subjects `before`. */
function offered(name: string, i: number, g: any, before: string[] = []): string[] {
  const a = facts(name).args[i];
  return Object.keys(g[a.kind]).filter((id) => a.canAct?.(g, id, before) ?? true);
}

describe('the pick lists offer what the rules accept', () => {
  it('fire: the weapons the chosen unit may fire (U64)', () => {
    const g = game.readState().game;
    const weapon = facts('fire').options.find((o) => longOf(o.flags) === '--weapon')!;
    expect(weapon.pick!(g, ['market'], 'en', { '--unit': 'armed' }).map((c) => c.value)).toEqual(['pistol', 'rifle', 'automatic', 'shotgun']);
    // No unit answered yet: every weapon.
    expect(weapon.pick!(g, ['market'], 'en', {}).map((c) => c.value)).toContain('hmg');
  });

  it("fire's firing unit and triage's medic are named as every other list names them, never a bare id or a type alone (issue 40 item 6)", () => {
    const g = game.readState().game;
    const unit = facts('fire').options.find((o) => longOf(o.flags) === '--unit')!;
    expect(unit.pick!(g, ['market'], 'en', {}).map((c) => c.name)).toEqual(['armed (Armed response, Specialist SWAT team)']);
    expect(unit.pick!(g, ['market'], 'fr', {}).map((c) => c.name)).toEqual([expect.stringMatching(/^armed \(Armed response, /)]);
    const medic = facts('triage').options.find((o) => longOf(o.flags) === '--medic')!;
    expect(medic.pick!(g, ['cas-1'], 'en', {}).map((c) => [c.value, c.name])).toEqual([['amb1', 'amb1 (Ambulance 1)'], ['amb2', 'amb2 (Ambulance 2)']]);
  });

  it('missiles: only crowds at RL 6-8 may throw (at RL 6 the guide then asks --out-of-reach, U65)', () => {
    const g = game.readState().game;
    expect(offered('missiles', 0, g)).toEqual(['frontline', 'bikers']);
    g.crowds.frontline.rl = 5;
    expect(offered('missiles', 0, g)).toEqual(['bikers']);
    g.crowds.frontline.rl = 8;
    expect(offered('missiles', 0, g)).toEqual(['frontline', 'bikers']);
  });

  it('petrol-bomb: a crowd at RL 7-8 with petrol bombs that did not throw one in the last 4 turns', () => {
    const g = game.readState().game;
    expect(offered('petrol-bomb', 0, g)).toEqual(['bikers']);
    g.crowds.bikers.petrolBombTurn = g.turn;
    expect(offered('petrol-bomb', 0, g)).toEqual([]);
    g.turn += 4;
    expect(offered('petrol-bomb', 0, g)).toEqual(['bikers']);
    g.crowds.frontline.rl = 8; // no petrol bombs in the scenario
    expect(offered('petrol-bomb', 0, g)).toEqual(['bikers']);
  });

  it('loot: no burning building, none another crowd loots, and no crowd already looting', () => {
    const g = game.readState().game;
    const all = offered('loot', 1, g, ['bikers']);
    expect(all).toContain('tvshop');
    g.buildings.tvshop.fires = 1;
    expect(offered('loot', 1, g, ['bikers'])).not.toContain('tvshop');
    g.buildings.bank.looting = { crowd: 'estate' };
    expect(offered('loot', 1, g, ['bikers'])).not.toContain('bank');
    g.crowds.estate.rl = 7;
    expect(offered('loot', 0, g)).toEqual(['bikers']);
    // Looters broken off (U31): only an already looted building, to set on fire.
    g.crowds.bikers.looters = 0;
    g.buildings.jeweller.looted = true;
    expect(offered('loot', 1, g, ['bikers'])).toEqual(['jeweller']);
  });

  it('adjacent: the other crowd is one in play or one next to the first (then --apart is asked), never the first', () => {
    const g = game.readState().game;
    expect(offered('adjacent', 1, g, ['frontline'])).toEqual(['market', 'church', 'estate', 'bikers', 'shoplifters']);
  });

  it('damage: a crowd with figures left', () => {
    const g = game.readState().game;
    const before = offered('damage', 0, g);
    expect(before).toContain('bikers');
    g.crowds.bikers.figures = 0;
    expect(offered('damage', 0, g)).not.toContain('bikers');
  });

  it("rejoin: --figures is picked from 1 to the dispersed crowd's figures", () => {
    const g = game.readState().game;
    g.crowds.church.rl = 1;
    g.crowds.church.figures = 3;
    const figures = facts('rejoin').options.find((o) => longOf(o.flags) === '--figures')!;
    expect(figures.pick!(g, ['church'], 'en').map((c) => c.value)).toEqual(['1', '2', '3']);
  });
});
