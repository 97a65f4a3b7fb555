import type { NoteWords } from './saved-note';

/**
 * What the post-build step writes into the service worker when it bundles it (scripts/lib/service-worker.mjs):
 * the base path, the build's revisions and each language's words for a stored page's note. A new deploy
 * with any change changes it, so the browser installs the new worker on the next visit with a network.
 */
export type WorkerConfig = {
  /** The site's base path: '' at a domain's root, '/repo' below it. */
  base: string;
  /** Changes with any page of the build: the pages a visitor opened are fetched again when it does. */
  revision: string;
  /** Each language's catalogue revision (its offline index's): a kept catalogue of another is stored again. */
  catalogues: Record<string, string>;
  /** Each language's words for the note on a page stored more than a week ago. */
  notes: Record<string, NoteWords>;
};
