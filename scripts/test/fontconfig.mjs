/**
 * Which Devanagari fonts a test browser sees. Chromium on Linux finds installed fonts through
 * fontconfig, and `local()` in @font-face matches them by name, so whether a Hindi page downloads
 * its web font depends on the machine. These configurations make it the same on every machine:
 *
 * - 'installed': the machine's fonts plus Noto Sans Devanagari Regular and Bold (from the
 *   @expo-google-fonts package), as on an Android phone;
 * - 'absent': the machine's fonts minus every Noto Devanagari face, as on an iPhone or most PCs.
 *
 * Pass the returned file to the browser as FONTCONFIG_FILE.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const DEVANAGARI_FONT_MODES = ['installed', 'absent'];

/** @param {'installed'|'absent'} mode @param {string} [root] the project folder (for node_modules) */
export function devanagariFontconfig(mode, root = process.cwd()) {
  if (!DEVANAGARI_FONT_MODES.includes(mode))
    throw new Error(`Devanagari font mode must be one of ${DEVANAGARI_FONT_MODES.join(', ')}, not "${mode}"`);
  const req = createRequire(path.join(root, 'package.json'));
  const pkg = path.dirname(req.resolve('@expo-google-fonts/noto-sans-devanagari/package.json'));
  const body =
    mode === 'installed'
      ? ['400Regular', '700Bold'].map((face) => `<dir>${path.join(pkg, face)}</dir>`).join('')
      : '<selectfont><rejectfont><glob>*NotoSansDevanagari*</glob><glob>*NotoSerifDevanagari*</glob></rejectfont></selectfont>';
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'fontconfig-')), `devanagari-${mode}.conf`);
  writeFileSync(
    file,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n<fontconfig><include ignore_missing="yes">/etc/fonts/fonts.conf</include>${body}</fontconfig>\n`,
  );
  return file;
}
