"use strict";
// The live table. Every name comes from players, so everything is put on
// the page as text (textContent), never as markup.
(function () {
  var rev = -1; // the highest revision shown: an older one is never drawn
  var source = null;
  var events = location.pathname.replace(/\/$/, "") + "/events";

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }
  function fill(id, children) {
    var box = document.getElementById(id);
    while (box.firstChild) box.removeChild(box.firstChild);
    children.forEach(function (c) { box.appendChild(c); });
  }
  function status(text, cls) {
    var s = document.getElementById("status");
    s.textContent = text;
    s.className = cls;
  }

  function draw(t) {
    var g = t.glance || {};
    document.getElementById("campaign").textContent = [t.campaign, t.game].filter(Boolean).join(" · ");
    document.getElementById("title").textContent = g.title || t.game || "Tableside";
    document.title = (g.title || "Tableside") + " · Tableside";
    fill("lines", (g.lines || []).filter(Boolean).map(function (l) { return el("li", "", l); }));
    fill("sections", (g.sections || []).map(function (s) {
      var box = el("section", "section" + (s.mark ? " " + s.mark : ""));
      box.appendChild(el("h2", "", s.name));
      if (s.note) box.appendChild(el("p", "note", s.note));
      if (s.stats && s.stats.length) {
        var dl = el("dl");
        s.stats.forEach(function (st) {
          var d = el("div");
          d.appendChild(el("dt", "", st.label));
          d.appendChild(el("dd", "", st.value));
          dl.appendChild(d);
        });
        box.appendChild(dl);
      }
      if (s.lines && s.lines.length) {
        var ul = el("ul");
        s.lines.forEach(function (l) { ul.appendChild(el("li", "", l)); });
        box.appendChild(ul);
      }
      return box;
    }));
    document.getElementById("last").textContent = t.last ? "Last: " + t.last : "";
  }

  function connect() {
    if (source) source.close();
    source = new EventSource(events);
    source.onopen = function () { status("Live", "live"); };
    source.onmessage = function (e) {
      var m;
      try { m = JSON.parse(e.data); } catch (err) { return; }
      if (typeof m.rev !== "number" || m.rev <= rev) return;
      rev = m.rev;
      draw(m.table || {});
      status("Live", "live");
    };
    source.onerror = function () {
      status("Reconnecting…", "lost");
      // The browser retries by itself while it can; once it gives up
      // (the host stopped, a phone slept), start again.
      if (source.readyState === EventSource.CLOSED) setTimeout(connect, 2000);
    };
  }
  // A phone that wakes up may hold a dead stream: start a fresh one, which
  // brings the newest table at once.
  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "visible" && (!source || source.readyState === EventSource.CLOSED)) connect();
  });
  connect();
})();
