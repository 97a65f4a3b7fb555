'use client';

import { useEffect } from 'react';

/**
 * The comparison's script after a navigation inside the site. On a page load the inline script at the
 * end of `<compare-plans>` has already made it a custom element; a page the site's router shows runs no
 * inline script, so this imports the same module (lib/compare-script.js) and makes the element then.
 * It renders nothing and touches no element: the element, once defined, shows itself.
 */
export function CompareLoader({ element }: { element: string }) {
  useEffect(() => {
    if (!customElements.get(element)) void import('@/lib/compare-script').then((script) => script.enhanceComparison(window));
  }, [element]);
  return null;
}
