import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';
import { ContentError, loadContent } from './load';
import { PLANS_DIR } from './files';

/**
 * A throw-away copy of content/ for the loader's tests: they break one file at a time, by what it
 * contains (never by today's plan names), and read the build's message. The owner can add, rename or
 * remove plans and news without breaking them.
 */

const repo = process.cwd();
let root = '';

/** The fixture's folder (a new one before each test). */
export const fixtureRoot = () => root;

/** A build on someone's own computer: no host, no SITE_URL (the placeholder address is allowed there). */
export const LOCAL = {};

/** Every JSON file under a content folder, relative to the repository. */
function jsonFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return jsonFiles(relative);
    return entry.name.endsWith('.json') ? [relative] : [];
  });
}

/** A fresh copy of content/ with every referenced image present under public/. */
export function makeFixture() {
  if (root) rmSync(root, { recursive: true, force: true });
  root = mkdtempSync(path.join(tmpdir(), 'content-'));
  cpSync(path.join(repo, 'content'), path.join(root, 'content'), { recursive: true });
  for (const file of jsonFiles('content')) {
    for (const [, src] of readFileSync(path.join(root, file), 'utf8').matchAll(/"(\/images\/[^"]+)"/g)) {
      mkdirSync(path.dirname(path.join(root, 'public', src!)), { recursive: true });
      writeFileSync(path.join(root, 'public', src!), '');
    }
  }
}

export function removeFixture() {
  rmSync(root, { recursive: true, force: true });
  root = '';
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests edit arbitrary JSON on purpose
export type Json = any;

function read(file: string): Json {
  return JSON.parse(readFileSync(path.join(root, file), 'utf8'));
}

export function edit(file: string, change: (data: Json) => void) {
  const data = read(file);
  change(data);
  writeFileSync(path.join(root, file), JSON.stringify(data, null, 2));
}

/** The plan files, in name order. */
export const planFiles = () => jsonFiles(PLANS_DIR).sort();
/** A plan's block in one language: the default language's holds what the plan is, and its words. */
export const readPlan = (file: string, locale: string = DEFAULT_LOCALE): Json => read(file)[locale];
/** Changes a plan's block in one language (the default language's unless told). */
export const editPlan = (file: string, change: (plan: Json) => void, locale: string = DEFAULT_LOCALE) =>
  edit(file, (data) => change(data[locale]));

/** The build's message for the fixture, which the test expects to be refused. */
export function errorOf(): string {
  try {
    loadContent(root, LOCALES, LOCAL);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.message;
  }
  throw new Error('expected the content to be rejected');
}

/** Makes a plan of a kind, with the UIN's letter that fits it. */
export function setKind(file: string, kind: string) {
  editPlan(file, (p) => {
    p.kind = kind;
    p.uin = p.uin.replace(/^512[NL]/, kind === 'unit-linked' ? '512L' : '512N');
  });
}
