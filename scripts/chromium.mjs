// The Chromium every browser-driving tool here uses (browser tests, budget check, Lighthouse, bundle measurement):
// CHROME_PATH, else Debian's, with the flags it needs on a CI machine (no sandbox as root, no GPU, no background
// traffic that would land in a measurement).
import fs from 'node:fs';

/** `CHROME_PATH`, else `/usr/bin/chromium`. */
export const chromiumPath = () => process.env.CHROME_PATH || '/usr/bin/chromium';

/** The Chromium to use, if there is one: `CHROME_PATH` or `/usr/bin/chromium`, whichever exists first. */
export const findChromium = () =>
  [process.env.CHROME_PATH, '/usr/bin/chromium'].filter(Boolean).find((candidate) => fs.existsSync(candidate));

/** Debian's `chromium-headless-shell`: Chromium's old headless mode, without the full browser's UI layers. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser the browser tests and the first-visit budgets drive: E2E_CHROMIUM, else Debian's headless shell, else
 * `chromiumPath()`. The shell renders with the same Blink as the full browser and ran the journeys about an eighth
 * faster on two cores, using a third less processor; Lighthouse keeps the full browser a person runs.
 */
export const browserTestChromium = () =>
  process.env.E2E_CHROMIUM || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath());

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
