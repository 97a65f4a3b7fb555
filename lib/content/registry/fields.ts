import { z } from 'zod';

/**
 * A content schema's fields as JSON Schema (zod's public `z.toJSONSchema()`), which carries what each
 * field's place says of it (`.meta()`: its label, hint, widget, placeholders…). The editor's
 * configuration (lib/cms/config.ts), the build's names for a field (places.ts) and the owner's words
 * (owner.ts) all read the schemas through here, never through zod's internals.
 */

/** One field: its JSON Schema, with the field's metadata merged in. */
export type FieldNode = {
  type?: string | string[];
  properties?: Record<string, FieldNode>;
  required?: string[];
  items?: FieldNode;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  allOf?: FieldNode[];
  /** The cases of a discriminated union (key facts' terms and conditions), each an object whose discriminator is a `const`. */
  oneOf?: FieldNode[];
  const?: unknown;
} & z.GlobalMeta;

const nodes = new WeakMap<z.ZodType, FieldNode>();

/** The schema's fields, made once per schema. */
export function fieldsOf(schema: z.ZodType): FieldNode {
  let node = nodes.get(schema);
  if (!node) {
    // Refinements (a check across fields, a date that must exist) are the build's: JSON Schema leaves them out.
    node = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as FieldNode;
    nodes.set(schema, node);
  }
  return node;
}

/** The field at `key` inside `node`: an object's property (in the first case of a union that has it), or a list's item for an index. */
export function childOf(node: FieldNode | undefined, key: PropertyKey): FieldNode | undefined {
  if (!node) return undefined;
  if (typeof key === 'number') return node.items;
  return node.properties?.[String(key)] ?? node.oneOf?.map((branch) => branch.properties?.[String(key)]).find(Boolean);
}

/** The field that tells a union's cases apart (`form`, `option`): the one every case fixes to a value of its own. */
export function discriminatorOf(node: FieldNode): string | undefined {
  const [first, ...rest] = node.oneOf ?? [];
  return Object.keys(first?.properties ?? {}).find(
    (key) => first?.properties?.[key]?.const !== undefined && rest.every((branch) => branch.properties?.[key]?.const !== undefined),
  );
}

/** A field name in words: whatsappMessage → Whatsapp message. */
function inWords(name: string): string {
  const spaced = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/-/g, ' ')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** What the editor calls the field `name` at its place. */
export const labelOf = (name: string, node: FieldNode | undefined) => node?.label ?? inWords(name);
