// The guerilla-urbaine pack's commands in the fuzzers' dictionaries (issue 41): every option of agent-shoot,
// agent-melee, agent-move, agent-hide, sf-shoot and agents other than the common ones (addCommon's, the global
// --umpire/--store) is given the pack's hostile values by tests/trust/fuzz-args.ts (GU_PACK_OPTIONS) or, a flag,
// a hostile value attached (GU_PACK_FLAGS): agent-melee's --apart/--in-contact and agent-shoot's repeatable
// --distance (U437) among them. A new option of the pack fails here until it is in one of them. A few hostile
// lines of the kind the fuzzer makes are run too: each exit 0 or exit 2 in one line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { commandSpecs, type CommandSpec } from './spec.js';
import { GU_PACK_COMMANDS, GU_PACK_FLAGS, GU_PACK_OPTIONS } from './fuzz-args.js';

/** addCommon's options (src/commands/common.ts), commander's --help and the global ones every command takes. */
const COMMON = new Set(['--state', '--seed', '--roll', '--json', '--odds', '--player', '--edition', '--lang', '--help', '--umpire', '--store', '--cross']);

let game: ReturnType<typeof tempGame>;
let specs: CommandSpec[];
beforeAll(async () => {
  game = tempGame();
  await game.init('railton-road-armed.yaml');
  specs = (await commandSpecs(game.dir)).filter((s) => GU_PACK_COMMANDS.has(s.name));
}, 60000);
afterAll(() => game?.cleanup());

describe("the pack's options in the fuzz dictionaries", () => {
  it("every option of the pack's commands has the pack's hostile values", () => {
    expect(specs.map((s) => s.name).sort()).toEqual([...GU_PACK_COMMANDS].sort());
    const missing = specs.flatMap((s) => s.options.filter((o) => !COMMON.has(o.long) && !(o.value === 'none' ? GU_PACK_FLAGS : GU_PACK_OPTIONS).has(o.long)).map((o) => `${s.name} ${o.long}`));
    expect(missing).toEqual([]);
    // The ones this issue added: agent-melee's contact flags, agent-shoot's repeatable --distance.
    const melee = specs.find((s) => s.name === 'agent-melee')!.options.map((o) => o.long);
    expect(melee).toEqual(expect.arrayContaining(['--apart', '--in-contact']));
    expect(GU_PACK_OPTIONS.has('--distance') && GU_PACK_FLAGS.has('--apart') && GU_PACK_FLAGS.has('--in-contact')).toBe(true);
  });

  it('hostile lines of the kind the fuzzer makes: exit 0 or exit 2 in one line, no stack trace', async () => {
    const lines = [
      ['agent-shoot', 'rifleman', '--unit', 'spg', '--unit', 'van1', '--distance', '__proto__', '--distance', '4'],
      ['agent-shoot', 'rifleman', '--unit', 'spg', '--unit', 'van1', '--distance', '4', '--distance', '9'.repeat(400)],
      ['agent-shoot', 'rifleman', '--unit', 'spg', '--unit', 'van1', '--distance', '4', '--distance', '1e308'],
      ['agent-shoot', 'rifleman', '--unit', '__proto__', '--unit', 'constructor', '--distance', '4', '--distance', '5'],
      ['agent-shoot', 'rifleman', '--unit', 'spg', '--distance', '4', '--distance', '\x1b[2J'],
      ['agent-shoot', 'rifleman', '--agent', 'constructor', '--distance', '4', '--odds'],
      ['agent-melee', 'gunman', '--unit', 'snatch', '--apart=__proto__'],
      ['agent-melee', 'gunman', '--unit', 'snatch', '--in-contact=constructor', '--roll', '6,1'],
      ['agent-melee', 'gunman', '--unit', '__proto__', '--apart', '--in-contact'],
      ['sf-shoot', 'armed', '--at', 'toString', '--distance', '18446744073709551616'],
    ];
    for (const argv of lines) {
      const r = await game.run(...argv);
      const where = `${argv.join(' ')} -> ${r.code}\n${r.stderr}`;
      expect([0, 2], where).toContain(r.code);
      expect(r.stderr, where).not.toMatch(/internal error|\n\s+at .+:\d+:\d+/);
      if (r.code === 2) expect(r.stderr.trim().split('\n'), where).toHaveLength(1);
    }
  });
});
