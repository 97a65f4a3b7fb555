/* global CMS */
/**
 * Starts the site editor (Decap CMS) from the site's own files: its bundle in ./decap/ and its
 * configuration in ./config.json, which the build writes from the content schemas.
 * A file, not an inline script, so the page's policy needs no 'unsafe-inline' for scripts.
 */
(function () {
  var here = document.currentScript.src;
  // Only the page `npm run admin` serves names a local backend (lib/cms/editor-page.ts).
  var localBackend = document.currentScript.getAttribute('data-local-backend');
  window.CMS_MANUAL_INIT = true;

  /**
   * The field names of every form in the configuration, in the order the schemas list them. Decap
   * returns an entry's fields in an order of its own; writing them back in the schema's order (the
   * files' order) keeps a saved file's change to the lines that changed.
   */
  var shapes = [];
  function collect(fields) {
    if (!fields) return;
    shapes.push(
      fields.map(function (field) {
        return field.name;
      }),
    );
    fields.forEach(function (field) {
      collect(field.fields);
    });
  }
  function ordered(keys) {
    var shape = shapes.find(function (names) {
      return keys.every(function (key) {
        return names.indexOf(key) >= 0;
      });
    });
    if (!shape) return keys;
    return keys.slice().sort(function (a, b) {
      return shape.indexOf(a) - shape.indexOf(b);
    });
  }

  // Decap writes an emptied optional field as "" (a cleared date too) and an emptied list as [];
  // the site's rules reject empty text, so those are left out of the file instead.
  function clean(value) {
    if (value === '' || value === null) return undefined;
    if (Array.isArray(value)) {
      var items = value.map(clean).filter(function (item) {
        return item !== undefined;
      });
      return items.length ? items : undefined;
    }
    if (typeof value === 'object') {
      var out = {};
      ordered(Object.keys(value)).forEach(function (key) {
        var kept = clean(value[key]);
        if (kept !== undefined) out[key] = kept;
      });
      return Object.keys(out).length ? out : undefined;
    }
    return value;
  }

  function start() {
    CMS.registerCustomFormat('json-clean', 'json', {
      fromFile: function (text) {
        return JSON.parse(text);
      },
      toFile: function (data) {
        return JSON.stringify(clean(data) || {}, null, 2) + '\n';
      },
    });
    fetch(new URL('config.json', here))
      .then(function (response) {
        return response.json();
      })
      .then(function (config) {
        // On this computer (npm run admin), the editor saves straight into the files through the
        // local backend; the published editor never looks for one.
        if (localBackend) config.local_backend = { url: localBackend };
        shapes.push(config.i18n.locales);
        config.collections.forEach(function (collection) {
          collect(collection.fields);
          (collection.files || []).forEach(function (file) {
            collect(file.fields);
          });
        });
        CMS.init({ config: config });
      });
  }

  var bundle = document.createElement('script');
  bundle.src = new URL('decap/decap-cms.js', here).href;
  bundle.onload = start;
  document.body.appendChild(bundle);
})();
