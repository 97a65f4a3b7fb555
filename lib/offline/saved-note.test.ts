/** @jest-environment node */
import { getDictionary, LOCALES } from '@/lib/i18n';
import { savedNoteText, withSavedNote } from './saved-note';

describe('the note on a page stored long ago', () => {
  it('goes first in the body, as plain text, and leaves the rest of the page as it was', () => {
    const html = '<!DOCTYPE html><html lang="hi"><head></head><body class="flex"><header>x</header></body></html>';
    const noted = withSavedNote(html, 'Saved <on> 1 Dec & then');
    expect(noted).toMatch(
      /<body class="flex"><p role="note" data-saved-note="" style="[^"]+">Saved &lt;on&gt; 1 Dec &amp; then<\/p><header>/,
    );
    expect(noted.replace(/<p role="note"[^>]*>[^<]*<\/p>/, '')).toBe(html);
  });

  it.each(LOCALES)('says the date in %s, as its dictionary writes dates', (locale) => {
    const dict = getDictionary(locale, 'we');
    const saved = Date.UTC(2026, 10, 3, 12);
    const text = savedNoteText({ template: dict.offline.savedNote, intl: dict.meta.intl, date: dict.meta.date }, saved);
    expect(text).toContain(new Intl.DateTimeFormat(dict.meta.intl, dict.meta.date).format(saved));
    expect(text).not.toContain('{date}');
    expect(text).toMatch(/2026/);
  });
});
