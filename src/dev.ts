// Development entry (`npm run dev -- <command>`): the CLI run by tsx from the
// TypeScript sources. bin/umpire.js runs the compiled dist/ instead.
import { main } from './cli.js';

const argv = process.argv.slice(2);
process.exitCode = await main(argv, {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  env: process.env,
  cwd: process.cwd(),
  argv,
});
