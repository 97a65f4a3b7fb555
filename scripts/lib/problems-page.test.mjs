import { problemsPage, readProblem } from './problems-page.mjs';

describe('the page npm run admin shows while content cannot be built', () => {
  const line =
    'content/home.json → hi.opportunities.text.agent: must not say “x” (found: "a <b> text") [in the editor: Pages → Home page → Text → As an agent (Hindi)]';

  it('reads a problem: where it is in the editor, what is wrong, the value, the file and field', () => {
    expect(readProblem(line)).toEqual({
      place: 'Pages → Home page → Text → As an agent (Hindi)',
      message: 'must not say “x”',
      found: '"a <b> text"',
      where: 'content/home.json → hi.opportunities.text.agent',
    });
    expect(readProblem('lib/i18n/dictionaries/gu.ts: is missing')).toEqual({ message: 'lib/i18n/dictionaries/gu.ts: is missing' });
  });

  it('puts the editor’s words first, escapes the values and links the editor', () => {
    const html = problemsPage([line], { editor: '/admin/index.html' });
    expect(html).toContain('<p class="place">Pages → Home page → Text → As an agent (Hindi)</p>');
    expect(html).toContain('Now: &quot;a &lt;b&gt; text&quot;');
    expect(html).toContain('<a href="/admin/index.html">editor</a>');
    expect(html).not.toMatch(/<script/);
  });
});
