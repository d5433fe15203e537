/**
 * Debian's Chromium, never a downloaded browser, with the flags that make it work on a machine
 * with no network and no GPU: software WebGL for the map, in a GPU process of its own (ANGLE on
 * SwiftShader). With `--disable-gpu` the browser process draws the map itself, and a map of a
 * few thousand features took half again as long to settle (test/e2e/map.spec.ts: 5.6 against
 * 3.5 min, and a map opened at a project still drawing after 90 s under two test workers).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-unsafe-swiftshader',
  '--use-gl=angle',
  '--use-angle=swiftshader',
  '--ignore-gpu-blocklist',
];
