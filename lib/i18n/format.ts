import type { ReactNode } from 'react';

export type Vars = Record<string, string | number>;

/**
 * Fills `{name}` placeholders: format('{count} plans', { count: 6 }) → '6 plans'. Every placeholder of
 * the text is filled in this one step: one it is not given is an error (a misspelt name, or a text
 * from the wrong place), never a `{name}` left on a page.
 */
export function format(template: string, vars: Vars = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    if (!Object.hasOwn(vars, key))
      throw new Error(`format: no value for {${key}} in “${template}” (given: ${Object.keys(vars).join(', ') || 'none'})`);
    return String(vars[key]);
  });
}

/**
 * Like `format`, but a placeholder may be filled with an element, e.g. a link inside a sentence:
 * formatParts('For official information visit {link}.', { link: <a …/> }).
 */
export function formatParts(template: string, vars: Record<string, ReactNode>): ReactNode[] {
  return template.split(/(\{\w+\})/g).flatMap((part) => {
    const key = /^\{(\w+)\}$/.exec(part)?.[1];
    if (key !== undefined && key in vars) return [vars[key]];
    return part === '' ? [] : [part];
  });
}

/** Forms of a word that depends on a count, by Intl plural category. */
export type PluralForms = { one: string; other: string };

/** '1 plan', '6 plans': the form the language uses for `count`, with {count} and any other of its placeholders (`vars`) filled in. */
export function plural(forms: PluralForms, count: number, intlLocale: string, vars: Vars = {}): string {
  const category = new Intl.PluralRules(intlLocale).select(count);
  return format(category === 'one' ? forms.one : forms.other, { ...vars, count });
}
