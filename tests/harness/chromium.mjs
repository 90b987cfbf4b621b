// Playwright drives Debian's chromium; never a downloaded browser build.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.info('→ installing Debian chromium (apt-get)');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const sh = (args) => spawnSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), { stdio: 'inherit' });
  sh(['apt-get', 'update', '-qq']);
  const r = sh(['apt-get', 'install', '-y', '-qq', 'chromium', 'fonts-liberation']);
  if (r.status !== 0 || !existsSync(CHROMIUM)) {
    throw new Error('Could not install chromium with apt-get; browser tests cannot run.');
  }
}
