import { it } from 'vitest';
import { readdirSync } from 'node:fs';
import { longGame } from './helpers/long-game.js';
it('gen', async () => {
  for (const f of readdirSync('/work/wt/screen/scenarios').filter((x) => x.endsWith('.yaml'))) {
    const t0 = Date.now();
    const g = await longGame(f);
    const st = g.readState();
    const log = g.readLog();
    console.log(f, 'turn', st.game.turn, 'entries', log.length, 'undo', log.filter((e:any)=>e.kind==='undo').length, Date.now() - t0, 'ms', g.dir);
  }
}, 600000);
