import { listOf } from './lists';

describe('listOf', () => {
  it('writes a list with CLDR’s words, without a comma before the last one', () => {
    expect(listOf(['A', 'B', 'C'], 'en-IN', 'conjunction')).toBe('A, B and C');
    expect(listOf(['A', 'B', 'C'], 'hi-IN', 'conjunction')).toBe('A, B और C');
    expect(listOf(['16', '21', '25'], 'mr-IN-u-nu-latn', 'disjunction')).toBe('16, 21 किंवा 25');
    expect(listOf(['16', '21', '25'], 'hi-IN', 'disjunction')).toBe('16, 21 या 25');
    expect(listOf(['A', 'B'], 'mr-IN-u-nu-latn', 'conjunction')).toBe('A आणि B');
    expect(listOf(['A'], 'hi-IN', 'conjunction')).toBe('A');
    expect(listOf([], 'hi-IN', 'conjunction')).toBe('');
  });
});
