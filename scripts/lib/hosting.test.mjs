import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';

/** The rules of a Netlify/Cloudflare `_headers` file: path → header → value. */
function headersFile(text) {
  const rules = {};
  let current;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = rules[line.trim()] = {};
      continue;
    }
    const at = line.indexOf(':');
    current[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return rules;
}

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
    const fromFile = headersFile(readFileSync('public/_headers', 'utf8'));
    expect(fromToml).toEqual(fromFile);
    // A check that reads something: the rules the site relies on are there.
    expect(fromFile['/*']['X-Frame-Options']).toBe('DENY');
    expect(fromFile['/admin/*']['X-Robots-Tag']).toMatch(/noindex/);
  });
});
