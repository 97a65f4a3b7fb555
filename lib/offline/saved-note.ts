import { PALETTE } from '@/lib/palette';

/** What the worker knows, per language, to write a stored page's note: its sentence (`{date}`) and how dates are written. */
export type NoteWords = { template: string; intl: string; date: Intl.DateTimeFormatOptions };

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The note's sentence for a page stored at `saved`. */
export function savedNoteText(words: NoteWords, saved: number): string {
  return words.template.replace('{date}', new Intl.DateTimeFormat(words.intl, words.date).format(saved));
}

/**
 * A stored page, served without a network more than a week after it was stored, with a line at the
 * top of its body saying when that was (in its language): its facts may have changed since. The line
 * is plain HTML with its style on it (the pages' policy allows inline styles, and no script is added);
 * React, taking over the page, leaves an element it did not render at the top of the body alone.
 */
export function withSavedNote(html: string, note: string): string {
  const style = [
    'margin:0',
    'padding:10px 16px',
    `background:${PALETTE.gold[100]}`,
    `color:${PALETTE.ink}`,
    `border-bottom:1px solid ${PALETTE.gold[300]}`,
    'font-size:14px',
    'line-height:1.4',
    'font-weight:600',
    'text-align:center',
  ].join(';');
  return html.replace(/<body([^>]*)>/, (body) => `${body}<p role="note" data-saved-note="" style="${style}">${escape(note)}</p>`);
}
