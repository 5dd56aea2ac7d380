// Before each test file. Test files share their worker's modules (vitest.config.ts:
// isolate false, which halves the suite's time); what a module keeps between
// calls is put back to how a fresh process starts, so that no file sees what
// the one before it left: the terminal width human output is fitted to
// (src/cli.ts sets it for each command line).
import { beforeAll } from 'vitest';
import { setTerminalWidth } from '../../src/render/width.js';

beforeAll(() => {
  setTerminalWidth(null);
});
