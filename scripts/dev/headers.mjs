/**
 * The rules of a Netlify/Cloudflare `_headers` file: a path pattern line, then indented
 * `Name: value` lines. Read by the local CDN-like server (serve.mjs) and by the browser test of the headers.
 * @param {string} text
 * @returns {{ pattern: string, headers: [string, string][] }[]}
 */
export function parseHeaders(text) {
  /** @type {{ pattern: string, headers: [string, string][] }[]} */
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    const rule = rules.at(-1);
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
    } else if (rule) {
      const at = line.indexOf(':');
      rule.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}
