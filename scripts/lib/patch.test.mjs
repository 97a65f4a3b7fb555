import { applyPatch, isPatched } from './patch.mjs';

const patch = {
  file: 'bundle.js',
  find: 'this.props.onLocaleChange(e)',
  replace: 'this.props.onLocaleChange?.(e)',
  issue: 'https://github.com/decaporg/decap-cms/issues/6307',
};

describe('applyPatch', () => {
  it('replaces the text once, and the result counts as fixed', () => {
    const fixed = applyPatch('a;this.props.onLocaleChange(e);b', patch);
    expect(fixed).toBe('a;this.props.onLocaleChange?.(e);b');
    expect(isPatched(fixed, patch)).toBe(true);
    expect(isPatched('a;this.props.onLocaleChange(e);b', patch)).toBe(false);
  });

  it('stops, naming the fix, when an upgrade changed or repeated the text', () => {
    expect(() => applyPatch('a;this.props.onLocaleChange(x);b', patch)).toThrow(
      'the fix for https://github.com/decaporg/decap-cms/issues/6307 expects its text once in bundle.js, and found it 0 times',
    );
    expect(() => applyPatch('this.props.onLocaleChange(e);this.props.onLocaleChange(e)', patch)).toThrow(/found it 2 times/);
  });

  it('takes the replacement literally ($ is no pattern)', () => {
    expect(applyPatch('x=find', { ...patch, find: 'find', replace: "a$&b$'" })).toBe("x=a$&b$'");
  });
});
