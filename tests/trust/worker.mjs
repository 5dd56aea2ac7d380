// A test worker process: runs umpire commands one after another in THIS
// process (dist/cli.js main), as a script calling umpire in a loop would, and
// reports each finished command on stdout as one JSON line
// {i, code, seq, record, stderr}. Used by the concurrency and crash tests.
// Usage: node worker.mjs <dist/cli.js> <count> <argv-list JSON>
// (the list is used round-robin; each entry is one command's argv).
import { writeSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { PassThrough } from 'node:stream';

const [cli, countText, listText] = process.argv.slice(2);
const { main } = await import(pathToFileURL(cli).href);
const list = JSON.parse(listText);
// Loaded: from here on a kill lands in a command, not in start-up.
writeSync(1, '{"ready":true}\n');
const count = Number(countText);
const stdin = new PassThrough();
stdin.end();
for (let i = 0; i < count; i++) {
  const argv = list[i % list.length];
  let out = '';
  let err = '';
  const code = await main(argv, {
    stdout: { write: (s) => (out += s), isTTY: false },
    stderr: { write: (s) => (err += s), isTTY: false },
    stdin,
    env: process.env,
    cwd: process.cwd(),
    argv,
  });
  const records = out.split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l));
  // Written synchronously: once the parent reads this line, the command has finished.
  writeSync(1, `${JSON.stringify({ i, code, records, stderr: err })}\n`);
}
