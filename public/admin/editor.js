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

  /** A value as plain JSON (Decap hands lists and objects over as Immutable collections). */
  function plain(value) {
    return value && typeof value.toJS === 'function' ? value.toJS() : value;
  }

  /** A value's JSON with every object's keys in name order, to compare a list with the demo's. */
  function canonical(value) {
    if (Array.isArray(value)) return '[' + value.map(canonical).join(',') + ']';
    if (value && typeof value === 'object')
      return '{' + Object.keys(value).sort().map(function (key) { return JSON.stringify(key) + ':' + canonical(value[key]); }).join(',') + '}';
    return JSON.stringify(value);
  }

  var PLACEHOLDER = '⚠ Still a placeholder: put yours before the site goes live.';
  var isPlaceholder = function (text) {
    return /^X{3,}$/i.test(text) || /\[[^\]]+\]/.test(text);
  };

  /**
   * What a field still holding the demo's value or a placeholder says under it, as the owner types:
   * a row of X or words in [square brackets] anywhere (in a list, in any of its lines); in a field the
   * configuration gives the demo's values (`demo`: a list, the opening hours, as a whole) or a pattern
   * of example values (`demo_pattern`), those; a picture left empty while the entry's name is the
   * demo's (`empty_mark`). The build lists the same (lib/content/owner/placeholders.ts).
   */
  function leftover(value, field, entry) {
    value = plain(value);
    var empty = value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
    var whenEmpty = plain(field.get('empty_mark'));
    if (empty) {
      if (!whenEmpty || !entry) return '';
      var name = entry.getIn(['data', whenEmpty.field]);
      return whenEmpty.demo.indexOf(String(name)) >= 0 ? whenEmpty.message : '';
    }
    var demo = plain(field.get('demo'));
    if (Array.isArray(value)) {
      if (value.some(function (item) { return typeof item === 'string' && isPlaceholder(item.trim()); })) return PLACEHOLDER;
      var whole = canonical(value);
      if (demo && demo.some(function (v) { return canonical(JSON.parse(v)) === whole; }))
        return '⚠ Still the demo’s value: put yours. (If it really is yours, say so in Site settings → Values of yours that the demo has too.)';
      return '';
    }
    if (typeof value === 'object') return '';
    var text = String(value).trim();
    if (isPlaceholder(text)) return PLACEHOLDER;
    if (demo && demo.some(function (v) { return String(v) === text; }))
      return '⚠ Still the demo’s value: put yours. (If it really is yours, say so in Site settings → Values of yours that the demo has too.)';
    var pattern = field.get('demo_pattern');
    if (pattern && new RegExp(pattern, 'i').test(text)) return field.get('demo_message') || '⚠ Still the example: put yours.';
    return '';
  }

  /** Rows of opening hours in words, under their list: “Monday to Friday, 10:00 to 17:30”. */
  function hoursInWords(value, names) {
    return (plain(value) || [])
      .map(function (row) {
        var days = (row.days || []).map(function (day) { return names[day] || day; });
        var span = days.length > 2 ? days[0] + ' to ' + days[days.length - 1] : days.join(' and ');
        return span + ', ' + (row.opens || '…') + ' to ' + (row.closes || '…');
      })
      .join('; ');
  }

  var NOTE = { margin: '6px 0 0', fontSize: '13px' };

  /** The site's languages by their codes (“mr”: “Marathi”) and the default one, from the configuration. */
  var languageNames = {};
  var defaultLocale = 'en';
  /** Each language whose names may be left empty, and the language whose it then uses (“mr”: “hi”). */
  var sameScript = {};

  /**
   * What a name says under it on a side that may leave it empty (`same_in_script`): typed, that it may
   * be left empty; empty, whose value the site uses (lib/content/owner/same-script.ts).
   */
  function sameScriptNote(value, field, entry, locale) {
    var leader = field.get('same_in_script') && sameScript[locale];
    if (!leader || !entry) return '';
    var name = languageNames[leader] || leader;
    value = plain(value);
    var empty = value === undefined || value === null || String(value).trim() === '' || (Array.isArray(value) && value.length === 0);
    if (!empty) return 'Leave empty to use the ' + name + ' one.';
    var used = plain(valueOn(entry, leader, String(field.get('mark_id') || field.get('name')).split('.')));
    var text = Array.isArray(used) ? used.join(', ') : used;
    return text ? 'Empty: the site uses the ' + name + ' one, “' + text + '”.' : 'Empty: the site uses the ' + name + ' one.';
  }

  /** A mark naming its field and its language side: “⚠ Agency name (Marathi): still the demo’s value…”. */
  function named(mark, field, locale) {
    // Decap writes a field's `i18n: true` as 'translate' once it has read the configuration.
    var perLanguage = field.get('i18n') === true || field.get('i18n') === 'translate';
    if (!mark || !perLanguage || !languageNames[locale]) return mark;
    var rest = mark.replace(/^⚠ /, '');
    return '⚠ ' + field.get('label') + ' (' + languageNames[locale] + '): ' + rest.charAt(0).toLowerCase() + rest.slice(1);
  }

  /**
   * What each field of the owner's screen marks now, by its path and side (“branch.name|mr”): the
   * fields tell it as they are drawn, and the checklist, which Decap does not redraw when another
   * field changes, is redrawn then.
   */
  var reported = {};
  var listeners = [];
  function report(id, locale, mark) {
    if (!id) return;
    var key = id + '|' + (locale || defaultLocale);
    var now = mark ? 1 : 0;
    if (reported[key] === now) return;
    reported[key] = now;
    setTimeout(function () {
      listeners.forEach(function (listener) {
        listener();
      });
    }, 0);
  }

  /** A plain object read as the configuration's fields are (`get`), for leftover(). */
  function asField(item) {
    return {
      get: function (key) {
        return item[key];
      },
    };
  }

  /** A value of the entry on a language's side (Decap keeps the default's under data, the others' under i18n). */
  function valueOn(entry, locale, path) {
    return entry.getIn((locale === defaultLocale ? ['data'] : ['i18n', locale, 'data']).concat(path));
  }

  /**
   * The checklist at the top of the owner's screen: what of it the build lists as the demo's or a
   * placeholder (lib/cms/config.ts, `items`), each checked again with every change, counting down:
   * “3 things still the demo’s: Agency name (Marathi), Phone, Town”. A field still the demo’s on every
   * side is named alone, as the build names it.
   */
  function registerChecklist() {
    var Checklist = window.createClass({
      componentDidMount: function () {
        listeners.push(this.redraw);
      },
      componentWillUnmount: function () {
        listeners = listeners.filter(
          function (listener) {
            return listener !== this.redraw;
          }.bind(this),
        );
      },
      redraw: function () {
        this.forceUpdate();
      },
      render: function () {
        var entry = this.props.entry;
        var items = plain(this.props.field.get('items')) || [];
        var left = items.filter(function (item) {
          var key = item.mark_id + '|' + item.locale;
          if (key in reported) return reported[key] === 1;
          return entry && leftover(valueOn(entry, item.locale, item.path), asField(item), entry) !== '';
        });
        var all = {};
        items.forEach(function (item) {
          all[item.label] = (all[item.label] || 0) + 1;
        });
        var groups = [];
        var sides = {};
        left.forEach(function (item) {
          if (!sides[item.label]) {
            sides[item.label] = [];
            groups.push(item.label);
          }
          if (item.language) sides[item.label].push(item.language);
        });
        var names = groups.map(function (label) {
          var on = sides[label];
          return on.length > 0 && on.length < all[label] ? label + ' (' + on.join(', ') + ')' : label;
        });
        var count = names.length;
        var heading =
          count === 0
            ? '✓ Nothing here is still the demo’s.'
            : '⚠ ' + count + (count === 1 ? ' thing' : ' things') + ' still the demo’s: ' + names.join(', ') + '.';
        return window.h(
          'p',
          { className: 'leftover-checklist', style: Object.assign({ color: count === 0 ? '#1B5E20' : '#8A4B00' }, NOTE) },
          heading,
        );
      },
    });
    CMS.registerWidget('leftovers', Checklist);
  }

  /**
   * Pictures in the form. A value of this site's image fields is the file's address on the site
   * (`/images/…`, the fields' public_folder), and Decap's image field draws any value beginning with
   * "/" straight from that address (its getAsset takes it for a public URL). A file just uploaded, or
   * one of an edit saved for review, is not there yet: Decap keeps it in the entry's draft files, with
   * an address in this browser (blob:), until the entry is published, and the site has it only once
   * published (on a host, once the host has rebuilt the site). So the field showed a broken picture
   * until then (decaporg/decap-cms#7587). The image field is handed a getAsset that draws a draft
   * file from the browser's copy, and keeps doing so for the rest of the session once it has seen
   * it; any other picture from the site, under the site's own path (a site at
   * https://name.github.io/site has its pictures under /site/).
   */
  /** The site's own path, where its editor is (`/site` for https://name.github.io/site/admin/). */
  var sitePath = new URL('..', here).pathname.replace(/\/+$/, '');
  var seen = {};

  /** Where the file of a picture's value is kept (`public/images/uploads/logo.png`), from the field's folders or the site's. */
  function mediaPathOf(value, field, config) {
    var own = field.get('media_folder') ? field : config;
    var folder = String(own.get('public_folder') || '').replace(/\/+$/, '');
    if (!own.get('media_folder') || typeof value !== 'string' || value.indexOf(folder + '/') !== 0) return '';
    return String(own.get('media_folder')).replace(/^\/+|\/+$/g, '') + value.slice(folder.length);
  }

  /** The address in this browser of a picture not yet on the site (a draft file of the entry), if it is one. */
  function draftPicture(value, field, props) {
    var path = mediaPathOf(value, field, props.config);
    if (!path) return '';
    var entry = typeof props.getEntry === 'function' ? props.getEntry() : props.entry;
    var files = (entry && entry.get('mediaFiles')) || [];
    var file = files.find(function (each) {
      return each.get('draft') && each.get('path') === path && each.get('url');
    });
    if (file) seen[path] = file.get('url');
    return seen[path] || '';
  }

  /** A picture's address on the site, under the site's own path. */
  function onSite(asset, value) {
    var site = typeof value === 'string' && /^\/(?!\/)/.test(value) && asset && String(asset) === value;
    return site && sitePath ? sitePath + value : asset;
  }

  /** What a picture that does not load says under it: where it comes from, and when it will show. */
  var NOT_ON_SITE =
    'This picture is not on the site yet: one just published shows here once the site is rebuilt with it (on your host, 3–5 minutes after Publish; on this computer, at once).';

  /**
   * The editor's text, number, long-text, choice, list and picture fields, each with its mark under it,
   * redrawn with every change; a field the owner's role never shows is hidden (`hidden_for_role`).
   * A list or a picture checks what it holds itself (isValid): the wrapper passes that on.
   */
  function markWidgets() {
    ['string', 'text', 'number', 'select', 'list', 'image'].forEach(function (name) {
      var base = CMS.getWidget(name);
      if (!base) return;
      var Control = base.control;
      var Marked = window.createClass({
        // createClass binds its methods: the inner control, kept for its own check.
        keep: function (inner) {
          this.inner = inner;
        },
        isValid: function () {
          return this.inner && typeof this.inner.isValid === 'function' ? this.inner.isValid() : true;
        },
        // Decap asks the control it is given whether to redraw it: the picture field's own answer
        // (redraw when a file is chosen in the media library, its value not yet changed) is passed on,
        // else Decap's own (a changed value, or the field taking or losing focus), or a note of its own.
        shouldComponentUpdate: function (next, nextState) {
          var inner = this.inner;
          // (The picture field is handed this wrapper's getAsset, below, not Decap's.)
          var itsOwn = name === 'image' ? Object.assign({}, next, { getAsset: this.getAsset }) : next;
          if (inner && typeof inner.shouldComponentUpdate === 'function' && inner.shouldComponentUpdate(itsOwn)) return true;
          var props = this.props;
          return (
            (nextState !== undefined && nextState.missing !== this.state.missing) ||
            props.value !== next.value ||
            props.classNameWrapper !== next.classNameWrapper ||
            props.hasActiveStyle !== next.hasActiveStyle ||
            props.getAsset !== next.getAsset ||
            props.mediaPaths !== next.mediaPaths
          );
        },
        // The value the field checks a pattern against, and its focus, are the inner control's.
        getValidateValue: function () {
          return this.inner && typeof this.inner.getValidateValue === 'function' ? this.inner.getValidateValue() : this.props.value;
        },
        focus: function (path) {
          if (this.inner && typeof this.inner.focus === 'function') this.inner.focus(path);
          else if (this.props.forID) document.getElementById(this.props.forID)?.focus();
        },
        getAsset: function (value, field) {
          return draftPicture(value, field, this.props) || onSite(this.props.getAsset(value, field), value);
        },
        // A picture that does not load (one just published, not yet on the site) says so under it.
        getInitialState: function () {
          return { missing: '' };
        },
        // Decap's field draws its picture a moment after the field itself: its loading is heard from the box around it.
        watch: function (box) {
          if (box && box !== this.box) {
            var heard = function (event) {
              if (event.target.tagName !== 'IMG') return;
              this.setState({ missing: event.type === 'error' ? event.target.getAttribute('src') || '?' : '' });
            }.bind(this);
            box.addEventListener('error', heard, true);
            box.addEventListener('load', heard, true);
          }
          this.box = box;
        },
        componentDidUpdate: function (before) {
          if (before.value !== this.props.value && this.state.missing) this.setState({ missing: '' });
        },
        render: function () {
          var field = this.props.field;
          var entry = this.props.entry;
          var role = field.get('hidden_for_role');
          if (role && entry && entry.getIn(['data', 'role']) === role) {
            report(field.get('mark_id'), this.props.locale, '');
            return window.h('p', { style: Object.assign({ color: '#555' }, NOTE) }, 'Not shown on your site for your role: nothing to fill in.');
          }
          var mark = named(leftover(this.props.value, field, entry), field, this.props.locale);
          report(field.get('mark_id'), this.props.locale, mark);
          var same = sameScriptNote(this.props.value, field, entry, this.props.locale);
          var days = plain(field.get('day_names'));
          var picture = name === 'image';
          return window.h(
            'div',
            picture ? { ref: this.watch } : null,
            window.h(Control, Object.assign({}, this.props, { ref: this.keep }, picture ? { getAsset: this.getAsset } : null)),
            picture && this.state.missing ? window.h('p', { className: 'picture-note', style: Object.assign({ color: '#8A4B00' }, NOTE) }, NOT_ON_SITE) : null,
            days ? window.h('p', { style: NOTE }, hoursInWords(this.props.value, days)) : null,
            same ? window.h('p', { className: 'same-script-note', style: Object.assign({ color: '#555' }, NOTE) }, same) : null,
            mark ? window.h('p', { className: 'leftover-mark', style: Object.assign({ color: '#8A4B00' }, NOTE) }, mark) : null,
          );
        },
      });
      CMS.registerWidget(name, Marked, base.preview);
    });
  }

  function start() {
    markWidgets();
    registerChecklist();
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
        languageNames = config.language_names || {};
        sameScript = config.same_script || {};
        defaultLocale = config.i18n.default_locale;
        delete config.language_names;
        delete config.same_script;
        // The editor opens on the owner's screen (the first collection's first file), not on its list:
        // once signed in, Decap shows the first collection's list, and the first time it does, the
        // owner's entry opens instead.
        var first = config.collections[0];
        if (first && first.files) {
          var list = '#/collections/' + first.name;
          var opened = false;
          var open = function () {
            if (opened || location.hash !== list) return;
            opened = true;
            location.replace(list + '/entries/' + first.files[0].name);
          };
          window.addEventListener('hashchange', open);
          open();
        }
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
