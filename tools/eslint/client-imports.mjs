/**
 * ESLint rule `project/client-imports`: a client component (a file whose directive prologue says
 * 'use client') imports no module from the option's `modules` list, such as the content or dictionary
 * loaders. Those modules belong to the server: a client leaf receives the slices it shows as props
 * (docs/architecture.md, "Data flows down"). Type-only imports and exports are allowed: they leave
 * nothing in the browser's bundle.
 *
 * A module is named as a path from the project's root without extension (`lib/content`, meaning its
 * index too); a name ending in `/*` stands for everything under that folder. Specifiers are matched
 * through the `@/` alias and relative to the importing file.
 */
import path from 'node:path';

/** @typedef {import('eslint').Rule.RuleModule} RuleModule */
/** @typedef {import('eslint').Rule.Node} Node */

const EXTENSION = /\.(tsx?|mjs|cjs|jsx?)$/;

/**
 * The imported module as a path from `root` without extension or `/index`, or null for a package.
 * @param {string} specifier @param {string} filename @param {string} root
 */
export function projectModule(specifier, filename, root) {
  let target;
  if (specifier.startsWith('@/')) target = specifier.slice(2);
  else if (specifier.startsWith('.')) target = path.relative(root, path.resolve(path.dirname(filename), specifier));
  else return null;
  return target
    .split(path.sep)
    .join('/')
    .replace(EXTENSION, '')
    .replace(/\/index$/, '');
}

/** Whether `target` is one of `names` (a name ending in `/*` covers its folder). @param {string} target @param {string[]} names */
function isListed(target, names) {
  return names.some((name) => (name.endsWith('/*') ? target.startsWith(name.slice(0, -1)) : target === name));
}

/** Whether the program's directive prologue holds 'use client'. @param {import('eslint').AST.Program} program */
function isClientFile(program) {
  for (const statement of program.body) {
    if (!('directive' in statement)) return false;
    if (statement.directive === 'use client') return true;
  }
  return false;
}

/**
 * Whether an import or re-export brings only types (typescript-eslint's `importKind`/`exportKind`).
 * @param {Node & { importKind?: string, exportKind?: string, specifiers?: Array<{ importKind?: string, exportKind?: string }> }} node
 */
function typesOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((specifier) => specifier.importKind === 'type' || specifier.exportKind === 'type');
}

/** @type {RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: "A 'use client' file imports no server-only loader (type imports allowed)" },
    schema: [
      {
        type: 'object',
        properties: { modules: { type: 'array', items: { type: 'string' }, minItems: 1 } },
        required: ['modules'],
        additionalProperties: false,
      },
    ],
    messages: {
      loader: "'{{specifier}}' is a server-only loader; a 'use client' file receives what it shows as props (a type-only import is fine).",
    },
  },
  create(context) {
    const names = /** @type {{ modules: string[] }} */ (context.options[0]).modules;
    const root = context.cwd;
    /** @param {Node} node @param {unknown} source */
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const target = projectModule(source, context.filename, root);
      if (target !== null && isListed(target, names)) context.report({ node, messageId: 'loader', data: { specifier: source } });
    };
    let client = false;
    return {
      Program(program) {
        client = isClientFile(program);
      },
      ImportDeclaration(node) {
        if (client && !typesOnly(node)) check(node, node.source.value);
      },
      ExportNamedDeclaration(node) {
        if (client && node.source && !typesOnly(node)) check(node, node.source.value);
      },
      ExportAllDeclaration(node) {
        if (client && !typesOnly(node)) check(node, node.source.value);
      },
      ImportExpression(node) {
        if (client && node.source.type === 'Literal') check(node, node.source.value);
      },
    };
  },
};

export default rule;
