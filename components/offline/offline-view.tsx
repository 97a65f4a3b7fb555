import type { offlinePage } from '@/lib/pages/offline';
import { browserScript } from '@/components/ui/browser-script';

/** The page's script as it is inlined. */
export const OFFLINE_SCRIPT = browserScript('components/offline/offline-list.js');

/**
 * The offline page: no network, this page is not stored; then the pages of the language that are, which
 * its inline script finds in the browser's caches (components/offline/offline-list.js), or how to keep
 * the plans on the phone. The service worker serves it at the address the visitor asked for.
 */
export function OfflineView({ page }: { page: ReturnType<typeof offlinePage> }) {
  return (
    <section className="container-page flex flex-col items-center py-16 text-center sm:py-24">
      <h1 className="text-3xl font-extrabold tracking-tight break-words text-brand-900 sm:text-4xl">{page.heading}</h1>
      <p className="mt-4 max-w-md leading-relaxed text-slate-600">{page.text}</p>
      <div id="offline-stored" hidden className="mt-10 w-full max-w-xl rounded-2xl bg-brand-50 px-6 py-8 text-left ring-1 ring-brand-100">
        <h2 className="text-xl font-extrabold tracking-tight text-brand-900">{page.stored}</h2>
        <ul id="offline-list" className="mt-4 space-y-2" />
      </div>
      <template id="offline-item">
        <li>
          <a className="inline-block py-1 font-semibold text-brand-700 underline decoration-gold-400 decoration-2 underline-offset-4 hover:text-brand-900" />
        </li>
      </template>
      <p
        id="offline-none"
        hidden
        className="mt-10 max-w-md rounded-2xl bg-brand-50 px-6 py-6 leading-relaxed text-slate-700 ring-1 ring-brand-100"
      >
        {page.nothingStored}
      </p>
      <script
        id="offline-data"
        type="application/json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify({ index: page.index }).replace(/</g, '\\u003c') }}
      />
      <script dangerouslySetInnerHTML={{ __html: OFFLINE_SCRIPT }} />
    </section>
  );
}
