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

  /**
   * What a field still holding the demo's value or a placeholder says under it, as the owner types:
   * a row of X or words in [square brackets] anywhere; in a field the configuration gives the demo's
   * values (`demo`) or a pattern of example values (`demo_pattern`), those (lib/cms/config.ts). The
   * build lists the same (lib/content/placeholders.ts).
   */
  function leftover(value, field) {
    if (value === undefined || value === null || value === '') return '';
    var text = String(value).trim();
    if (/^X{3,}$/i.test(text) || /\[[^\]]+\]/.test(text)) return '⚠ Still a placeholder: put yours before the site goes live.';
    var demo = field.get('demo');
    if (demo && demo.toJS().some(function (v) { return String(v) === text; }))
      return '⚠ Still the demo’s value: put yours. (If it really is yours, say so in Site settings → Values of yours that the demo has too.)';
    var pattern = field.get('demo_pattern');
    if (pattern && new RegExp(pattern, 'i').test(text)) return '⚠ Still the example: put yours, or leave it empty if you have none and may.';
    return '';
  }

  /** The editor's own text, number and long-text fields, each with its mark under it, redrawn with every change. */
  function markWidgets() {
    ['string', 'text', 'number'].forEach(function (name) {
      var base = CMS.getWidget(name);
      if (!base) return;
      var Control = base.control;
      var Marked = window.createClass({
        render: function () {
          var mark = leftover(this.props.value, this.props.field);
          return window.h(
            'div',
            null,
            window.h(Control, this.props),
            mark ? window.h('p', { className: 'leftover-mark', style: { margin: '6px 0 0', color: '#8A4B00', fontSize: '13px' } }, mark) : null,
          );
        },
      });
      CMS.registerWidget(name, Marked, base.preview);
    });
  }

  function start() {
    markWidgets();
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
        // local backend (git is where a second person reads the change); the published editor never
        // looks for one, and reviews every edit when the site asks for it (publish_mode).
        if (localBackend) {
          config.local_backend = { url: localBackend };
          delete config.publish_mode;
        }
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
