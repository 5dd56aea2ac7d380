// The rule texts beside the project (../shared/rules), or beside the
// worktrees' folder; UMPIRE_RULES_DIR overrides. A test that quotes them and
// finds none is skipped on a developer's machine (saying why) but fails with
// CI=true, where the texts are always laid beside the clone (issue 43).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;

/** The folder holding `file` among the rule texts' places, or undefined; with CI set, a missing folder is a failing test. */
export function rulesDir(file: string, what: string): string | undefined {
  const dir = [process.env.UMPIRE_RULES_DIR, join(ROOT, '..', 'shared', 'rules'), join(ROOT, '..', '..', 'shared', 'rules')].find((d): d is string => !!d && existsSync(join(d, file)));
  if (!dir) {
    if (process.env.CI) {
      it(`${what}: finds the rule texts (CI=true: none at ../shared/rules, set UMPIRE_RULES_DIR)`, () => {
        throw new Error(`${what}: no ${file} at ../shared/rules or UMPIRE_RULES_DIR; CI lays the texts beside the clone`);
      });
    } else process.stderr.write(`${what}: line quote checks SKIPPED: no rules texts at ../shared/rules (set UMPIRE_RULES_DIR)\n`);
  }
  return dir;
}
