import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { parseHeaders } from './headers.mjs';

describe('hosting configuration', () => {
  const toml = parse(readFileSync('netlify.toml', 'utf8'));

  it('Netlify builds the export and publishes out/ with a supported Node', () => {
    expect(toml.build).toMatchObject({ command: 'npm run build', publish: 'out' });
    const engines = JSON.parse(readFileSync('package.json', 'utf8')).engines.node;
    const minimum = Number(/(\d+)/.exec(engines)[1]);
    expect(Number(toml.build.environment.NODE_VERSION)).toBeGreaterThanOrEqual(minimum);
  });

  it('netlify.toml sends the same headers as public/_headers, path by path', () => {
    const fromToml = Object.fromEntries(toml.headers.map((rule) => [rule.for, rule.values]));
    const fromFile = Object.fromEntries(
      parseHeaders(readFileSync('public/_headers', 'utf8')).map((rule) => [rule.pattern, Object.fromEntries(rule.headers)]),
    );
    expect(fromToml).toEqual(fromFile);
    // A check that reads something: the rules the site relies on are there.
    expect(fromFile['/*']['X-Frame-Options']).toBe('DENY');
    expect(fromFile['/admin/*']['X-Robots-Tag']).toMatch(/noindex/);
  });
});
