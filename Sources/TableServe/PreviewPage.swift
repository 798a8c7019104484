import TableConfig
import TableLayout
import TableSnapshot

/// The page `tablesnap serve` sends (docs/preview.md): the folder's configs with their
/// variants and edit files, the controls, the table in a scroll area as tall as its
/// content (each viewport drawn when it is reached), what is under the pointer, the
/// selection a click makes, an edit file's steps, and a link to the review. Inline style and
/// script; the token for `POST`s is in a `<meta>`.
enum PreviewPage {
    static func escape(_ text: String) -> String { HTMLReport.escape(text) }

    static func html(token: String) -> String {
        let devices = DevicePreset.all.map { "<option value=\"\($0.name)\">\($0.name) (\(DataValue.format($0.width)) pt, \($0.scale)x)</option>" }.joined()
        let sizes = ContentSize.allCases.map { "<option value=\"\($0.rawValue)\">\($0.rawValue)</option>" }.joined()
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
            <meta name="tablesnap-token" content="\(escape(token))"><link rel="icon" href="data:,">
            <title>tablesnap serve</title>
            <style>\(style)</style></head>
            <body>
            <header><h1>tablesnap serve</h1><span id="folder"></span><a id="review-link" href="/review">Review snapshots</a>
            <span id="live" class="muted">connecting…</span></header>
            <main>
            <nav id="configs" aria-label="configs"></nav>
            <section id="stage">
              <div id="controls">
                <label>Appearance <select id="appearance"><option value="">config</option><option>light</option><option>dark</option></select></label>
                <label>Device <select id="device"><option value="">config</option>\(devices)</select></label>
                <label>Content size <select id="contentSize"><option value="">config</option>\(sizes)</select></label>
                <label>Scale <select id="scale"><option value="">config</option><option>1</option><option>2</option><option>3</option></select></label>
                <label>Mode <input id="mode" type="number" min="0" max="1000" placeholder="config"></label>
                <label>Viewport <input id="height" type="number" min="100" max="4000" placeholder="config"> pt</label>
                <label><input id="side-by-side" type="checkbox"> Variants side by side</label>
              </div>
              <div id="view-row">
                <div id="scroller" tabindex="0"><div id="frame"><img id="strip" alt="" draggable="false" hidden>
                  <img id="view" alt="the table" draggable="false"><div id="highlight" hidden><span></span></div></div><div id="spacer"></div></div>
                <aside id="info">
                  <div id="error" hidden></div>
                  <h3>Under the pointer</h3><div id="hover" class="muted">move the pointer over the table</div>
                  <h3>Click</h3><div id="selection" class="muted">a click selects the row as TableSelection does</div>
                  <h3>Shown</h3><div id="shown" class="muted"></div>
                  <div id="steps" hidden><h3>Edit steps</h3><div id="step-buttons"></div><ol id="step-events"></ol></div>
                  <pre id="query" hidden></pre>
                </aside>
              </div>
              <div id="variants" hidden></div>
            </section>
            </main>
            <script>\(script)</script>
            </body></html>

            """
    }

    /// The review page's additions: the token, the accept and keep buttons' script, a link
    /// back to the preview.
    static func reviewHead(token: String) -> String {
        """
        <meta name="tablesnap-token" content="\(escape(token))"><link rel="icon" href="data:,"><script>\(reviewScript)</script>
        """
    }

    /// The review's script: accept or keep one failure, or the ones ticked, or all of them
    /// (one after another, each as its own button does); then the review is shown again
    /// from the results kept (`?run=0`), decisions included, until it is run again.
    private static let reviewScript = """
        document.addEventListener('DOMContentLoaded', function () {
          var token = document.querySelector('meta[name=tablesnap-token]').content;
          var back = document.createElement('p');
          back.innerHTML = '<a href="/">← Back to the preview</a> · <a href="/review">Run verify again</a>';
          document.body.insertBefore(back, document.body.firstChild);
          function post(route, name) {
            return fetch(route + '?name=' + encodeURIComponent(name), {method: 'POST', headers: {'X-Tablesnap-Token': token, 'X-Tablesnap-Errors': 'body'}})
              .then(function (r) { return r.json().then(function (j) { return {ok: !r.headers.get('X-Tablesnap-Status') && r.ok, body: j}; }); });
          }
          /** Each name in turn; the review again when all are done, else the first error beside its button. */
          function decide(route, buttons) {
            buttons.forEach(function (b) { b.disabled = true; });
            var names = buttons.map(function (b) { return b.dataset.name; });
            (function next(i) {
              if (i === names.length) { location.href = '/review?run=0'; return; }
              post(route, names[i]).then(function (answer) {
                if (answer.ok) return next(i + 1);
                buttons.forEach(function (b) { b.disabled = false; });
                buttons[i].parentNode.appendChild(document.createTextNode(' ' + answer.body.error));
              });
            })(0);
          }
          var accepts = Array.prototype.slice.call(document.querySelectorAll('button.review-accept'));
          accepts.forEach(function (b) { b.addEventListener('click', function () { decide('/api/accept', [b]); }); });
          document.querySelectorAll('button.review-keep').forEach(function (b) { b.addEventListener('click', function () { decide('/api/keep', [b]); }); });
          if (accepts.length > 1) {
            var bar = document.createElement('p');
            bar.id = 'review-all';
            bar.innerHTML = '<button id="accept-picked">Accept the ticked</button> <button id="keep-picked">Keep the ticked</button> ' +
              '<button id="accept-all">Accept all ' + accepts.length + ' failures</button>';
            var nav = document.getElementById('failures');
            nav.parentNode.insertBefore(bar, nav);
            function picked(kind) {
              return Array.prototype.slice.call(document.querySelectorAll('input.review-pick:checked')).map(function (box) {
                return document.querySelector('button.review-' + kind + '[data-name="' + CSS.escape(box.dataset.name) + '"]');
              });
            }
            document.getElementById('accept-picked').addEventListener('click', function () { decide('/api/accept', picked('accept')); });
            document.getElementById('keep-picked').addEventListener('click', function () { decide('/api/keep', picked('keep')); });
            document.getElementById('accept-all').addEventListener('click', function () { decide('/api/accept', accepts); });
          }
          document.body.dataset.reviewReady = '1';
        });
        """

    private static let style = """
        :root { color-scheme: light dark; --line: #d1d1d6; --muted: #6e6e73; --panel: #f2f2f7; --bad: #d70015; }
        @media (prefers-color-scheme: dark) { :root { --line: #3a3a3c; --muted: #98989d; --panel: #1c1c1e; } }
        body { font: 14px/1.45 -apple-system, system-ui, sans-serif; margin: 0; }
        header { display: flex; gap: 16px; align-items: baseline; padding: 12px 20px; border-bottom: 1px solid var(--line); }
        h1 { font-size: 18px; margin: 0; } h3 { font-size: 13px; margin: 12px 0 4px; text-transform: uppercase; color: var(--muted); }
        .muted { color: var(--muted); }
        main { display: flex; align-items: flex-start; }
        nav#configs { width: 260px; padding: 12px; border-right: 1px solid var(--line); min-height: 80vh; overflow: auto; }
        nav#configs button { display: block; width: 100%; text-align: left; border: 0; background: none; padding: 4px 8px; border-radius: 6px;
          font: inherit; color: inherit; cursor: pointer; }
        nav#configs button.variant, nav#configs button.edits { padding-left: 24px; color: var(--muted); font-size: 13px; }
        nav#configs button[aria-current="true"] { background: #007aff; color: white; }
        nav#configs button.broken::after { content: " ⚠"; color: var(--bad); }
        #stage { padding: 12px 20px; flex: 1; }
        #controls { display: flex; flex-wrap: wrap; gap: 12px; margin-bottom: 12px; }
        #controls input[type=number] { width: 70px; }
        #view-row { display: flex; flex-wrap: wrap; gap: 20px; align-items: flex-start; }
        #scroller { overflow-y: auto; overflow-x: hidden; border: 1px solid var(--line); border-radius: 4px; outline: none; }
        #frame { position: sticky; top: 0; overflow: hidden; }
        #view, #strip { position: absolute; left: 0; top: 0; display: block; cursor: pointer; will-change: transform; }
        #view.stale { opacity: 0.45; }
        #view:not([src]) { visibility: hidden; }
        #highlight { position: absolute; left: 0; top: 0; box-sizing: border-box; border: 2px solid #007aff; background: rgba(0, 122, 255, 0.12);
          pointer-events: none; }
        #highlight span { position: absolute; right: 0; top: 0; font-size: 11px; background: #007aff; color: white; padding: 0 4px; }
        #variants { display: flex; flex-wrap: wrap; gap: 16px; margin-top: 16px; }
        #variants figure { margin: 0; } #variants figcaption { font-size: 12px; color: var(--muted); }
        #spacer { width: 1px; }
        aside#info { width: 340px; font-size: 13px; }
        #error { white-space: pre-wrap; font-family: ui-monospace, monospace; color: var(--bad); background: var(--panel); padding: 8px; border-radius: 6px; }
        #step-buttons button { margin: 0 4px 4px 0; } #step-buttons button[aria-current="true"] { font-weight: 700; }
        #step-events { font-family: ui-monospace, monospace; padding-left: 20px; }
        @media (max-width: 720px) {
          header { flex-wrap: wrap; padding: 8px 12px; gap: 8px; }
          main { flex-direction: column; align-items: stretch; }
          nav#configs { width: auto; min-height: 0; max-height: 30vh; border-right: 0; border-bottom: 1px solid var(--line); }
          #stage { padding: 8px 0; overflow-x: auto; }
          aside#info { width: auto; padding: 0 12px; }
        }
        """

    /// The page's script. Scrolling: the scroll area is as tall as the content (up to 8 M
    /// px, past which a browser stops laying out; the scroll position then maps onto the
    /// content in proportion), and each scroll asks for the viewport at the new offset, one
    /// request at a time, the newest wins.
    private static let script = """
        var token = document.querySelector('meta[name=tablesnap-token]').content;
        // height '': the config's; offset null: the config's, until the first picture says which.
        var state = {config: null, appearance: '', device: '', contentSize: '', scale: '', mode: '', height: '',
                     edits: '', step: 0, offset: null, contentHeight: 0, width: 390, shownHeight: 640, screen: false};
        var quietScroll = false;
        var maxScroll = 8000000, busy = false, again = false, drawn = 0, configs = [];
        // The exact picture shown (its offset and the look it was drawn for) and the strip drawn
        // around it, three viewports tall, that the picture moves on at once while scrolling.
        var shownAt = {offset: null, key: null}, strip = {offset: 0, height: 0, key: null}, stripBusy = false;
        // Strips are drawn once the user scrolls (a save or a pick draws none ahead of need).
        var scrolling = false;
        var lastHit = null;
        var view = document.getElementById('view'), stripImage = document.getElementById('strip'), frame = document.getElementById('frame');
        var scroller = document.getElementById('scroller'), spacer = document.getElementById('spacer');
        function el(id) { return document.getElementById(id); }
        /** A request to the server. Its 4xx answers come back as 200 with the status in
            X-Tablesnap-Status (a config with an error is everyday editing, not a failure the
            browser's console should list); status() reads either. */
        function ask(url, init) {
          init = init || {};
          init.headers = Object.assign({'X-Tablesnap-Errors': 'body'}, init.headers || {});
          return fetch(url, init);
        }
        function status(r) { return Number(r.headers.get('X-Tablesnap-Status')) || r.status; }
        function failed(r) { return status(r) >= 400; }
        function params(extra) {
          var p = new URLSearchParams();
          p.set('config', state.config);
          ['appearance', 'device', 'contentSize', 'scale', 'mode', 'edits'].forEach(function (k) { if (state[k] !== '') p.set(k, state[k]); });
          if (state.edits) p.set('step', state.step);
          if (state.height !== '') p.set('height', state.height);
          if (state.offset !== null) p.set('offset', Math.round(state.offset * 1000) / 1000);
          for (var k in (extra || {})) p.set(k, extra[k]);
          return p.toString();
        }
        /** What a picture depends on but the offset: a picture of another look is not moved. */
        function look() { return params({offset: ''}); }
        function scrollSpan() { return Math.min(state.contentHeight, maxScroll); }
        /** The content offset a scroll position shows (in proportion past maxScroll). */
        function offsetFor(top) {
          var span = scrollSpan(), room = span - state.shownHeight, content = state.contentHeight - state.shownHeight;
          if (room <= 0 || content <= 0) return 0;
          return span < state.contentHeight ? top * content / room : top;
        }
        /** Moves the scroll bar without the draw a user's scroll makes (no event if it stays). */
        function scrollQuietly(top) {
          var before = scroller.scrollTop;
          scroller.scrollTop = top;
          if (scroller.scrollTop !== before) quietScroll = true;
        }
        /** The scroll position that shows a content offset (offsetFor's inverse). */
        function topFor(offset) {
          var span = scrollSpan(), room = span - state.shownHeight, content = state.contentHeight - state.shownHeight;
          if (room <= 0 || content <= 0) return 0;
          return span < state.contentHeight ? offset * room / content : offset;
        }
        function layoutScroller() {
          scroller.style.height = state.shownHeight + 'px';
          scroller.style.width = (state.width + (scroller.offsetWidth - scroller.clientWidth)) + 'px';
          frame.style.width = view.style.width = stripImage.style.width = state.width + 'px';
          frame.style.height = view.style.height = state.shownHeight + 'px';
          spacer.style.height = Math.max(0, scrollSpan() - state.shownHeight) + 'px';
        }
        /** Shows state.offset at once: the exact picture when it is of this offset, else the
            strip moved under the frame when it covers the viewport, else the last picture
            moved (a screen's bars are not moved: it waits for its picture). */
        function place() {
          var offset = state.offset || 0, key = look();
          var exact = shownAt.key === key && Math.abs(shownAt.offset - offset) < 0.01;
          var covered = !state.screen && strip.key === key && offset >= strip.offset && offset + state.shownHeight <= strip.offset + strip.height;
          stripImage.hidden = exact || !covered;
          view.style.visibility = exact || !covered ? '' : 'hidden';
          if (covered && !exact) stripImage.style.transform = 'translateY(' + (strip.offset - offset) + 'px)';
          view.style.transform = exact || covered || state.screen || shownAt.offset === null ? '' : 'translateY(' + (shownAt.offset - offset) + 'px)';
          document.body.dataset.shownOffset = Math.round(offset * 1000) / 1000;
          highlight();
          // Drawn ahead: a new strip when the viewport nears an end of this one (not the content's).
          var end = strip.offset + strip.height, margin = state.shownHeight / 2;
          if (scrolling && !state.screen && (strip.key !== key || (offset < strip.offset + margin && strip.offset > 0) ||
              (offset + state.shownHeight > end - margin && end < state.contentHeight - 0.5))) drawStrip();
        }
        /** The strip around the offset: three viewports, the viewport in the middle, drawn at
            the screen's density (not above the picture's scale): a 3x strip on a 1x screen
            would cost nine times the pixels for nothing. */
        function drawStrip() {
          if (stripBusy || state.offset === null || state.screen || !view.naturalWidth) return;
          stripBusy = true;
          var key = look(), height = Math.min(3 * state.shownHeight, 4000);
          var scale = Math.max(1, Math.min(Math.round(view.naturalWidth / state.width), Math.round(window.devicePixelRatio || 1)));
          // The offset's fraction kept, so that the strip slides by whole pixels (no resampling blur).
          var top = Math.max(0, Math.round((state.offset - Math.round((height - state.shownHeight) / 2)) * 1000) / 1000);
          var asked = params({offset: top, height: height, scale: scale});
          ask('/api/render?' + asked).then(function (r) {
            if (failed(r)) return;
            var offset = parseFloat(r.headers.get('X-Offset')), tall = parseFloat(r.headers.get('X-Height'));
            return r.blob().then(function (blob) {
              return new Promise(function (done) {
                var old = stripImage.src;
                stripImage.onload = function () {
                  if (old) URL.revokeObjectURL(old);
                  stripImage.style.height = tall + 'px';
                  strip = {offset: offset, height: tall, key: key};
                  done();
                };
                stripImage.src = URL.createObjectURL(blob);
              });
            });
          }).catch(function () {}).finally(function () {
            stripBusy = false;
            if (strip.key === key) place();
          });
        }
        /** Moves the viewport to `offset` (points), as a wheel or a key does: shown at once, drawn exactly after. */
        function moveTo(offset) {
          scrolling = true;
          state.offset = Math.max(0, Math.min(offset, state.contentHeight - state.shownHeight));
          scrollQuietly(topFor(state.offset));
          place();
          draw();
        }
        function showError(text) {
          var box = el('error');
          box.hidden = !text;
          box.textContent = text || '';
          view.classList.toggle('stale', !!text);
          document.body.dataset.error = text ? '1' : '';
        }
        function draw() {
          if (!state.config) return;
          if (busy) { again = true; return; }
          busy = true;
          var asked = params(), key = look(), started = performance.now();
          ask('/api/render?' + asked).then(function (r) {
            if (failed(r)) return r.json().then(function (j) { showError(j.error); });
            var h = r.headers;
            state.contentHeight = parseFloat(h.get('X-Content-Height'));
            state.width = parseFloat(h.get('X-Width'));
            state.shownHeight = parseFloat(h.get('X-Height')) || state.shownHeight;
            state.screen = h.get('X-Screen') === '1';
            var generation = h.get('X-Generation'), offset = h.get('X-Offset'), timing = h.get('Server-Timing') || '';
            layoutScroller();
            if (state.offset === null) {  // the config's offset: the scroll bar goes there
              state.offset = parseFloat(offset);
              key = look();
              scrollQuietly(topFor(state.offset));
            }
            return r.blob().then(function (blob) {
              return new Promise(function (done) {
                var old = view.src;
                view.onload = function () {
                  if (old) URL.revokeObjectURL(old);
                  showError('');
                  drawn += 1;
                  shownAt = {offset: parseFloat(offset), key: key};
                  place();
                  document.body.dataset.shownGeneration = generation;
                  document.body.dataset.offset = offset;
                  document.body.dataset.drawn = drawn;
                  el('shown').textContent = 'offset ' + offset + ' of ' + state.contentHeight + ' pt · drawn in ' +
                    ((timing.split('dur=')[1] || '?').split(',')[0]) + ' ms, shown after ' + Math.round(performance.now() - started) + ' ms';
                  done();
                };
                view.src = URL.createObjectURL(blob);
              });
            }).then(function () { return ask('/api/query?' + asked); }).then(function (q) { return q.text(); }).then(function (text) {
              el('query').textContent = text;
              try {
                var rows = JSON.parse(text).rows;
                if (rows.length) el('shown').textContent += ' · rows ' + rows[0].section + ':' + rows[0].row + ' to ' +
                  rows[rows.length - 1].section + ':' + rows[rows.length - 1].row;
              } catch (e) {}
              document.body.dataset.queried = drawn;
            });
          }).catch(function (e) {
            showError(e instanceof TypeError ? 'the server does not answer: is tablesnap serve still running? (' + e.message + ')' : String(e));
          }).finally(function () {
            busy = false;
            if (again) { again = false; draw(); return; }
            drawVariants();
            if (relist) { relist = false; listConfigs(); }
          });
        }
        /** With "Variants side by side": the config's variants (else light and dark) at the
            offset shown, each drawn by the server as its own picture. */
        var variantsAsked = '';
        function drawVariants() {
          var box = el('variants'), on = el('side-by-side').checked;
          box.hidden = !on;
          if (!on || !state.config) return;
          var config = configs.filter(function (c) { return c.path === state.config; })[0];
          var looks = config && config.variants.length ? config.variants : ['light', 'dark'];
          var asked = look() + '@' + state.offset + '#' + looks.join(',');
          if (asked === variantsAsked) return;
          variantsAsked = asked;
          box.innerHTML = '';
          looks.forEach(function (suffix) {
            var extra = {appearance: '', device: ''};
            suffix.split('.').forEach(function (p) { if (p === 'light' || p === 'dark') extra.appearance = p; else extra.device = p; });
            var figure = document.createElement('figure'), image = document.createElement('img'), caption = document.createElement('figcaption');
            caption.textContent = suffix;
            image.alt = suffix;
            figure.appendChild(image); figure.appendChild(caption); box.appendChild(figure);
            var p = new URLSearchParams(params());
            if (extra.appearance) p.set('appearance', extra.appearance);
            if (extra.device) p.set('device', extra.device);
            ask('/api/render?' + p.toString()).then(function (r) {
              if (failed(r)) return r.json().then(function (j) { caption.textContent = suffix + ': ' + j.error; });
              return r.blob().then(function (blob) { image.onload = function () { figure.dataset.drawn = '1'; }; image.src = URL.createObjectURL(blob); });
            }).catch(function () {});
          });
          document.body.dataset.variants = looks.length;
        }
        function pick(config, look) {
          state.config = config.path;
          state.appearance = look.appearance || ''; state.device = look.device || '';
          state.edits = look.edits || ''; state.step = 0;
          el('appearance').value = state.appearance; el('device').value = state.device;
          state.offset = null; scrollQuietly(0);
          shownAt = {offset: null, key: null}; strip.key = null; scrolling = false;
          el('hover').textContent = ''; el('selection').textContent = ''; lastHit = null; highlight();
          document.querySelectorAll('nav#configs button').forEach(function (b) { b.setAttribute('aria-current', b === look.button); });
          el('steps').hidden = !state.edits;
          if (state.edits) loadSteps();
          draw();
        }
        function listConfigs() {
          return ask('/api/configs').then(function (r) { return r.json(); }).then(function (list) {
            if (list.error) { showError(list.error); return; }
            el('folder').textContent = list.folder;
            if (generation < 0) generation = list.generation;  // a tab that does not stream hears only of changes
            configs = list.configs;
            var nav = el('configs'), current = document.querySelector('nav#configs button[aria-current="true"]');
            var currentKey = current ? current.dataset.key : state.config;
            nav.innerHTML = '';
            configs.forEach(function (config) {
              function add(label, cls, look, key) {
                var b = document.createElement('button');
                b.textContent = label; b.className = cls; b.dataset.key = key; b.dataset.config = config.path;
                if (config.error && cls === 'config') { b.classList.add('broken'); b.title = config.error; }
                look.button = b;
                b.addEventListener('click', function () { pick(config, look); });
                if (key === currentKey) b.setAttribute('aria-current', 'true');
                nav.appendChild(b);
              }
              add(config.path, 'config', {}, config.path);
              config.variants.forEach(function (v) {
                var parts = v.split('.'), look = {};
                parts.forEach(function (p) { if (p === 'light' || p === 'dark') look.appearance = p; else look.device = p; });
                add('[' + v + ']', 'variant', look, config.path + ' [' + v + ']');
              });
              config.edits.forEach(function (e) { add('▶ ' + e, 'edits', {edits: e}, config.path + ' ▶ ' + e); });
            });
            document.body.dataset.configs = configs.length;
            if (!state.config && configs.length) nav.querySelector('button.config').click();
            drawVariants();
          });
        }
        /** The edit file's steps, read again after each save: the step shown stays shown
            (with its events), or when the file has fewer steps now, the last one is. */
        function loadSteps() {
          ask('/api/edits?' + params()).then(function (r) { return r.json(); }).then(function (j) {
            var buttons = el('step-buttons'), events = el('step-events');
            buttons.innerHTML = ''; events.innerHTML = '';
            // Said in the steps too: the next good draw clears the error box.
            if (j.error) { showError(j.error); events.textContent = j.error; return; }
            function show(k) {
              buttons.querySelectorAll('button').forEach(function (x, n) { x.setAttribute('aria-current', n === k); });
              events.innerHTML = '';
              if (k > 0) j.steps[k - 1].events.forEach(function (e) {
                var li = document.createElement('li');
                var where = e.section !== undefined ? ' ' + e.section + (e.row !== undefined ? ':' + e.row : '') : '';
                if (e.from) where = ' ' + e.from.section + ':' + e.from.row + ' → ' + e.to.section + ':' + e.to.row;
                li.textContent = e.type + where;
                events.appendChild(li);
              });
            }
            for (var k = 0; k <= j.steps.length; k++) {
              (function (k) {
                var b = document.createElement('button');
                b.textContent = k === 0 ? 'before' : 'step ' + k;
                b.addEventListener('click', function () { state.step = k; show(k); draw(); });
                buttons.appendChild(b);
              })(k);
            }
            var gone = state.step > j.steps.length;
            if (gone) state.step = j.steps.length;
            show(state.step);
            if (gone) draw();
          });
        }
        /** The row (or header) under the pointer, outlined on the picture with the element hit. */
        function highlight() {
          var box = el('highlight');
          if (!lastHit || lastHit.error || state.screen) { box.hidden = true; return; }
          box.hidden = false;
          box.style.width = state.width + 'px';
          box.style.top = (lastHit.y - (state.offset || 0)) + 'px';
          box.style.height = lastHit.height + 'px';
          box.firstChild.textContent = lastHit.row === undefined ? 'header' : lastHit.element || lastHit.part;
        }
        var hoverBusy = false, hoverNext = null;
        function hover(x, y) {
          if (hoverBusy) { hoverNext = [x, y]; return; }
          hoverBusy = true;
          ask('/api/hit?' + params({x: x, y: y})).then(function (r) { return r.json(); }).then(function (hit) {
            var box = el('hover');
            if (hit === null) box.textContent = 'nothing (' + Math.round(x) + ', ' + Math.round(y) + ')';
            else if (hit.error) box.textContent = hit.error;
            else if (hit.row === undefined) box.textContent = 'header of section ' + hit.section + ' · y ' + hit.y + ' · height ' + hit.height + (hit.pinned ? ' · pinned' : '');
            else box.textContent = 'section ' + hit.section + ' · row ' + hit.row + ' · id ' + (hit.id === null ? '—' : hit.id) +
              ' · frame y ' + hit.y + ', height ' + hit.height + ' · element ' + hit.part + (hit.tag ? ' · tag ' + hit.tag : '');
            box.dataset.hit = JSON.stringify(hit);
            lastHit = hit;
            highlight();
          }).finally(function () {
            hoverBusy = false;
            if (hoverNext) { var n = hoverNext; hoverNext = null; hover(n[0], n[1]); }
          });
        }
        function contentPoint(e) {
          var box = frame.getBoundingClientRect();
          return [e.clientX - box.left, (state.offset || 0) + e.clientY - box.top];
        }
        frame.addEventListener('mousemove', function (e) { var p = contentPoint(e); hover(p[0], p[1]); });
        frame.addEventListener('mouseleave', function () { hoverNext = null; lastHit = null; highlight(); });
        /** A POST with the token; a server started again since the page loaded has a new
            one, so on 403 the page's token is read again and the POST tried once more. */
        function post(route, retried) {
          return ask(route, {method: 'POST', headers: {'X-Tablesnap-Token': token}}).then(function (r) {
            if (status(r) !== 403 || retried) return r;
            return fetch('/').then(function (page) { return page.text(); }).then(function (html) {
              var found = /name="tablesnap-token" content="([^"]+)"/.exec(html);
              if (!found || found[1] === token) return r;
              token = found[1];
              return post(route, true);
            });
          });
        }
        frame.addEventListener('click', function (e) {
          var p = contentPoint(e), box = el('selection');
          post('/api/select?' + params({x: p[0], y: p[1]}))
            .then(function (r) { return r.json(); }).then(function (j) {
              if (j.error) { box.textContent = j.error; return; }
              box.textContent = (j.selected ? 'row ' + j.selected.section + ':' + j.selected.row + (j.selected.id ? ' (' + j.selected.id + ')' : '') + ': ' : '') +
                j.why + ' · selected now: ' + (j.selectedRows.length ? j.selectedRows.map(function (p) { return p.join(':'); }).join(', ') : 'none');
              box.dataset.selection = JSON.stringify(j);
            }).catch(function () { box.textContent = 'the server does not answer: is tablesnap serve still running?'; });
        });
        // The wheel moves the content by its own delta, in points, however long the table
        // (the scroll bar maps a 10M-row table in proportion: a notch of it was thousands of points).
        scroller.addEventListener('wheel', function (e) {
          if (state.offset === null || e.ctrlKey) return;  // ctrl + wheel zooms the page
          e.preventDefault();
          var unit = e.deltaMode === 1 ? 40 : e.deltaMode === 2 ? state.shownHeight : 1;
          moveTo(state.offset + e.deltaY * unit);
        }, {passive: false});
        scroller.addEventListener('scroll', function () {
          if (quietScroll) { quietScroll = false; return; }  // moved by the page, not the user
          scrolling = true;
          state.offset = offsetFor(scroller.scrollTop);
          place();
          draw();
        });
        ['appearance', 'device', 'contentSize', 'scale', 'mode', 'height'].forEach(function (id) {
          el(id).addEventListener('change', function () {
            state[id] = el(id).value;
            if (id === 'height' && el(id).value === '') state.height = '';
            else if (id === 'height') {
              state.height = Math.max(100, Math.min(4000, parseFloat(el(id).value) || 640));
              el(id).value = state.height;  // the box shows the height used
            }
            draw();
          });
        });
        el('side-by-side').addEventListener('change', function () { variantsAsked = ''; drawVariants(); });
        var generation = -1, relist = false;
        function changed(data) {
          document.body.dataset.generation = data.generation;
          var was = generation;
          generation = data.generation;
          if (was >= 0 && data.generation !== was) {
            variantsAsked = ''; strip.key = null; scrolling = false;
            // The picture first: the list (a config may have come or gone) is asked for after
            // it, so that the two do not share the server's cores.
            if (state.config) relist = true; else listConfigs();
            if (state.edits) loadSteps();
            draw();
          }
        }
        function live(text) { el('live').textContent = text; }
        /** One event stream per browser, not per tab: a browser opens at most six HTTP/1.1
            connections to a host, so a stream in each tab stalled the sixth. The tab that
            holds the lock 'tablesnap-events' (released when it closes) streams and passes
            each event to the other tabs on a BroadcastChannel; a tab without these APIs
            (a page not served from this machine) streams for itself. */
        function listen() {
          var channel = window.BroadcastChannel && navigator.locks ? new BroadcastChannel('tablesnap-events') : null;
          if (!channel) { stream(null); return; }
          channel.onmessage = function (m) { if (m.data.live) live(m.data.live); else changed(m.data); };
          document.body.dataset.streaming = '';
          function lead() { return new Promise(function () { stream(channel); }); }  // held until this tab closes
          navigator.locks.request('tablesnap-events', {ifAvailable: true}, function (lock) {
            if (lock) return lead();
            live('live: redraws on save (another tab streams the events)');
            navigator.locks.request('tablesnap-events', lead);  // when that tab closes
          });
        }
        function stream(channel) {
          var source = new EventSource('/events');
          document.body.dataset.streaming = '1';
          function say(text) { live(text); if (channel) channel.postMessage({live: text}); }
          source.onopen = function () { say('live: redraws on save'); };
          source.onerror = function () { say('reconnecting…'); };
          source.onmessage = function (m) {
            var data = JSON.parse(m.data);
            changed(data);
            if (channel) channel.postMessage(data);
          };
        }
        // A config named in the address is drawn at once, while the list loads beside it.
        var wanted = new URLSearchParams(location.search).get('config');
        if (wanted) { state.config = wanted; draw(); }
        listConfigs().then(listen);
        """
}
