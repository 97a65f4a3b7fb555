/** @jest-environment node */
import { getContent, getLatestNews, getNewsNewestFirst, parseDate, type NewsItem } from '.';

const item = (title: string, date?: string): NewsItem => ({
  title,
  description: `About ${title}`,
  link: 'https://licindia.in/press-release',
  category: 'LEADERSHIP',
  ...(date ? { date } : {}),
});

const list = [item('first', '01/02/2025'), item('second', '15/02/2025'), item('third'), item('fourth', '01/04/2025')];

describe('news order', () => {
  it('the News page shows the data list in reverse: the last entry first', () => {
    expect(getNewsNewestFirst(list).map((n) => n.title)).toEqual(['fourth', 'third', 'second', 'first']);
  });

  it('does not reorder the list it was given', () => {
    getNewsNewestFirst(list);
    expect(list.map((n) => n.title)).toEqual(['first', 'second', 'third', 'fourth']);
  });

  it('the footer shows the last two entries, the last one first', () => {
    expect(getLatestNews(2, list).map((n) => n.title)).toEqual(['fourth', 'third']);
    expect(getLatestNews(2, list.slice(0, 1)).map((n) => n.title)).toEqual(['first']);
  });

  it('the shipped news is written oldest first, so reversing it puts the newest first', () => {
    const dates = getNewsNewestFirst(getContent().news)
      .map((n) => (n.date ? parseDate(n.date)?.getTime() : undefined))
      .filter((t): t is number => t !== undefined);
    expect(dates.length).toBeGreaterThan(1);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });
});
