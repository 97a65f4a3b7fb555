import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';

describe('hosting configuration', () => {
  /** @type {{ build: { command: string, publish: string, environment: { NODE_VERSION: string } } }} */
  const toml = /** @type {any} */ (parse(readFileSync('netlify.toml', 'utf8')));

  it('Netlify builds the export and publishes out/ with a supported Node', () => {
    expect(toml.build).toMatchObject({ command: 'npm run build', publish: 'out' });
    /** @type {string} */
    const engines = JSON.parse(readFileSync('package.json', 'utf8')).engines.node;
    const minimum = Number(/(\d+)/.exec(engines)?.[1]);
    expect(Number(toml.build.environment.NODE_VERSION)).toBeGreaterThanOrEqual(minimum);
  });
});
