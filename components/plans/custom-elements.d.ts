import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** The comparison's custom element (lib/compare-script.js): its words in `data-words`. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'compare-plans': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { 'data-words': string };
    }
  }
}
