/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * lib/content/ is rooms, in the order they build on each other (docs/architecture.md): a room's code
 * imports its own room and those before it, never one after it, so what content may say (policy),
 * its shapes (schema) and what exists (registry) stand without the loader that puts them together.
 */
const ROOMS = ['policy', 'schema', 'registry', 'rules', 'owner', 'load'] as const;
const here = __dirname;

function codeFiles(room: string): string[] {
  return fs
    .readdirSync(path.join(here, room))
    .filter((name) => /\.(ts|js)$/.test(name) && !/\.test\./.test(name))
    .map((name) => path.join(here, room, name));
}

/** The rooms a file's imports reach, by their specifiers (relative or `@/lib/content/…`). */
function roomsImported(file: string, text = fs.readFileSync(file, 'utf8')): string[] {
  const specs = [...text.matchAll(/(?:from\s+|import\s*\(\s*)['"]([^'"]+)['"]/g)].map((match) => match[1] ?? '');
  return specs.flatMap((spec) => {
    const target = spec.startsWith('@/lib/content/')
      ? path.join(here, spec.slice('@/lib/content/'.length))
      : spec.startsWith('.')
        ? path.resolve(path.dirname(file), spec)
        : null;
    if (target === null || !target.startsWith(here + path.sep)) return [];
    const room = path.relative(here, target).split(path.sep)[0] ?? '';
    return [room];
  });
}

describe('the rooms of lib/content', () => {
  it('has every file in a room but the door (index.ts)', () => {
    const loose = fs
      .readdirSync(here)
      .filter((name) => fs.statSync(path.join(here, name)).isFile() && !/^(index|rooms)\.(test\.)?ts$/.test(name));
    expect(loose).toEqual([]);
    const folders = fs.readdirSync(here).filter((name) => fs.statSync(path.join(here, name)).isDirectory());
    expect(folders.sort()).toEqual([...ROOMS].sort());
  });

  it.each(ROOMS.map((room, order) => [room, order] as const))('has %s import only the rooms before it', (room, order) => {
    const later = codeFiles(room).flatMap((file) =>
      roomsImported(file)
        .filter((reached) => ROOMS.indexOf(reached as (typeof ROOMS)[number]) > order)
        .map((reached) => `${path.relative(here, file)} → ${reached}`),
    );
    expect(later).toEqual([]);
  });

  it('reads an import of a later room as one (the check can fail)', () => {
    const probe = path.join(here, 'policy', 'probe.ts');
    expect(roomsImported(probe, "import { loadContent } from '../load/load';")).toEqual(['load']);
    expect(roomsImported(probe, "import type { Plan } from '@/lib/content/schema/schemas';")).toEqual(['schema']);
    expect(roomsImported(probe, "import { z } from 'zod';")).toEqual([]);
  });
});
