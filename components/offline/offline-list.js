// @ts-check
/**
 * The offline page's script (components/offline/offline-view.tsx, inlined by browserScript; the
 * post-build step allows it by its hash). The page is shown by the service worker, without a network,
 * for a page not stored on the phone: this lists the pages of its language that are stored, read from
 * its offline index (the worker holds it) and looked up in the browser's caches, each a link with its
 * name; or, when none is, says how to keep the plans on the phone.
 */
(function () {
  var data = document.getElementById('offline-data');
  var stored = document.getElementById('offline-stored');
  var list = document.getElementById('offline-list');
  var item = document.getElementById('offline-item');
  var none = document.getElementById('offline-none');
  /** @param {HTMLElement | null} element */
  var show = function (element) {
    if (element) element.hidden = false;
  };
  if (!data || !list || !(item instanceof HTMLTemplateElement) || !('caches' in window)) return show(none);
  var rows = list;
  var template = item;
  /** @type {{ index: string }} */
  var page = JSON.parse(data.textContent || '{}');
  fetch(page.index)
    .then(function (response) {
      return response.json();
    })
    .then(function (index) {
      /** @type {{ url: string, name: string }[]} */
      var pages = index.pages;
      return Promise.all(
        pages.map(function (entry) {
          return caches.match(entry.url, { ignoreSearch: true }).then(function (found) {
            return found ? entry : null;
          });
        }),
      );
    })
    .then(function (found) {
      var count = 0;
      found.forEach(function (entry) {
        if (!entry) return;
        var row = /** @type {DocumentFragment} */ (template.content.cloneNode(true));
        var link = row.querySelector('a');
        if (!link) return;
        link.href = entry.url;
        link.textContent = entry.name;
        rows.appendChild(row);
        count += 1;
      });
      show(count > 0 ? stored : none);
    })
    .catch(function () {
      show(none);
    });
})();
