/**
 * Fixes to a file the site takes from a package as it is (the editor's bundle): each an exact text
 * that must occur once, and its replacement. A fix that does not find its text, or finds it more
 * than once, stops the step that applies it: the package changed, and the fix must be checked
 * against the new version (dropped when the release has it, or updated).
 */

/**
 * @typedef {object} Patch
 * @property {string} file the file inside the package's folder, e.g. 'decap-cms.js'
 * @property {string} find the exact text to replace, found once
 * @property {string} replace the text it becomes
 * @property {string} issue the upstream report the fix answers (its address)
 */

/**
 * `text` with the fix applied. Throws, naming the fix, unless its text occurs exactly once.
 * @param {string} text
 * @param {Patch} patch
 * @returns {string}
 */
export function applyPatch(text, patch) {
  const count = occurrences(text, patch.find);
  if (count !== 1) throw new Error(`the fix for ${patch.issue} expects its text once in ${patch.file}, and found it ${count} times`);
  return text.replace(patch.find, () => patch.replace);
}

/**
 * Whether the fix is in `text`: its replacement there once and its original text gone.
 * @param {string} text
 * @param {Patch} patch
 */
export function isPatched(text, patch) {
  return occurrences(text, patch.replace) === 1 && occurrences(text, patch.find) === 0;
}

/** @param {string} text @param {string} part */
const occurrences = (text, part) => text.split(part).length - 1;
