'use client';

import { useEffect } from 'react';
import { startPromoPopup } from './promo-popup-script';

/**
 * Starts the home popup on a home page reached by a link within the site, where the page's inline
 * script does not run (React inserts the page's HTML without running its scripts). On a page the
 * browser loaded, the inline script has started it already and this does nothing.
 */
export function PromoPopupStarter() {
  useEffect(() => {
    startPromoPopup(window);
  }, []);
  return null;
}
