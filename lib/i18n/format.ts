import type { ReactNode } from 'react';

export type Vars = Record<string, string | number>;

/** Fills `{name}` placeholders: format('{count} plans', { count: 6 }) → '6 plans'. Unknown placeholders stay as they are. */
export function format(template: string, vars: Vars = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in vars ? String(vars[key]) : whole));
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

/** '1 plan', '6 plans': the form the language uses for `count`, with {count} filled in. */
export function plural(forms: PluralForms, count: number, intlLocale: string): string {
  const category = new Intl.PluralRules(intlLocale).select(count);
  return format(category === 'one' ? forms.one : forms.other, { count });
}
