// Development entry (`npm run dev -- <command>`): the CLI run by tsx from the
// TypeScript sources. bin/umpire.js runs the compiled dist/ instead.
import { runProcess } from './cli.js';

process.exitCode = await runProcess();
