// The real browser of the page tests (the report, the players' screen on both
// stores, the printed sheet): Debian's chromium driven by playwright-core.
// Without it (UMPIRE_CHROMIUM, else /usr/bin/chromium) those tests are
// skipped and say so; .ci/run installs it.
import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';

export const CHROMIUM = process.env.UMPIRE_CHROMIUM ?? '/usr/bin/chromium';
export const haveChromium = existsSync(CHROMIUM);

/** Headless, no sandbox (CI runs as root), nothing fetched by the browser itself. */
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export async function launchChromium(): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}
