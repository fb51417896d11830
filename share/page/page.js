"use strict";
// The live table. Every name comes from players, so everything is put on
// the page as text (textContent), never as markup.
(function () {
  var rev = -1; // the highest revision shown: an older one is never drawn
  var source = null;
  var base = location.pathname.replace(/\/$/, "");
  var events = base + "/events";
  // A guest given a board (a /g/ link) gets + and − for its counters.
  var seat = null; // {guest, seat, board} once known
  var table = null; // the last table drawn
  var busy = false; // a change on its way: one at a time
  var awaited = 0; // the revision a change made, until its update arrives
  var ended = false; // the share is over for this page: no more tries
  var lostSince = 0; // when the stream was lost, while it is
  var takenBack = "This link no longer works: the table's phone took your board back or stopped sharing.";

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
    drawMine();
  }

  // drawMine draws the board this phone holds, with + and − for each of
  // its counters, from the last table.
  function drawMine() {
    if (!seat || !table) return;
    var mine = (table.seats || []).filter(function (s) { return s.seat === seat.seat; })[0];
    if (!mine) { fill("mine", []); return; }
    var box = el("section", "section mine");
    box.appendChild(el("h2", "", "You play " + mine.name));
    box.appendChild(el("p", "note", "Tap + or − to change your board; the table's phone keeps it, undo and all."));
    var rows = el("div", "counters");
    (mine.counters || []).forEach(function (c) {
      var row = el("div", "counter");
      var name = el("span", "label", c.label);
      var down = el("button", "step", "−");
      var value = el("span", "value", c.value);
      var up = el("button", "step", "+");
      down.setAttribute("aria-label", c.label + " down one");
      up.setAttribute("aria-label", c.label + " up one");
      down.disabled = up.disabled = busy;
      down.addEventListener("click", function () { change(c.id, -1); });
      up.addEventListener("click", function () { change(c.id, 1); });
      [name, down, value, up].forEach(function (e) { row.appendChild(e); });
      rows.appendChild(row);
    });
    box.appendChild(rows);
    fill("mine", [box]);
  }

  function said(text) { document.getElementById("said").textContent = text || ""; }

  // change sends one step of counter id to the table's phone, with the
  // revision this page shows: a table changed meanwhile refuses it.
  function change(id, step) {
    if (busy) return;
    busy = true;
    said("");
    drawMine();
    var done = function (text) { busy = false; said(text); drawMine(); };
    fetch(base + "/write", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ rev: rev, seat: seat.seat, counter: id, step: step })
    }).then(function (r) {
      if (r.status === 404) {
        busy = false;
        return stop(takenBack);
      }
      return r.json().then(function (a) {
        if (r.ok && a.rev > rev) {
          // Accepted: the buttons wait for the update it made, so the
          // next tap is sent from the new table, not the old.
          awaited = a.rev;
          setTimeout(function () { if (awaited === a.rev) { awaited = 0; done(""); } }, 3000);
          return;
        }
        done(a.error || "");
      }, function () { done("The table's phone did not answer; try again."); });
    }, function () { done("The table's phone cannot be reached; are you on its Wi-Fi?"); });
  }

  function loadSeat() {
    if (base.indexOf("/g/") !== 0) return;
    fetch(base + "/seat").then(function (r) { return r.ok ? r.json() : null; }).then(function (s) {
      if (!s) return;
      seat = s;
      drawMine();
    }, function () {});
  }

  // stop ends this page's share: it says why, keeps the table as it was
  // last shared, and tries no more.
  function stop(text) {
    ended = true;
    if (source) source.close();
    seat = null;
    fill("mine", []);
    said("");
    status(text, "stopped");
  }

  // lost is a stream broken with no word from the table's phone: the
  // network, most likely, so the page tries again, and says plainly when
  // it has been a while.
  function lost() {
    if (ended) return;
    if (!lostSince) lostSince = Date.now();
    status(Date.now() - lostSince < 30000 ? "Reconnecting…"
      : "Cannot reach the table's phone: it may be off the Wi-Fi or have stopped sharing. Still trying…", "lost");
    // The browser retries by itself while it can; once it gives up
    // (a phone slept), start again.
    if (source.readyState === EventSource.CLOSED) setTimeout(connect, 2000);
  }

  function connect() {
    if (ended) return;
    if (source) source.close();
    source = new EventSource(events);
    source.onopen = function () { lostSince = 0; status("Live", "live"); };
    // The table's phone says when it stops sharing, so a stop is never
    // taken for a blip of the network.
    source.addEventListener("stopped", function () {
      stop("The table's phone stopped sharing. This is the table as it was last shared.");
    });
    source.onmessage = function (e) {
      var m;
      try { m = JSON.parse(e.data); } catch (err) { return; }
      if (typeof m.rev !== "number" || m.rev <= rev) return;
      rev = m.rev;
      table = m.table || {};
      if (awaited && rev >= awaited) { awaited = 0; busy = false; }
      draw(table);
      status("Live", "live");
    };
    source.onerror = function () {
      if (ended) return;
      // Ask the table's phone: a 404 is its answer that this link is over
      // (sharing stopped while this phone was away, or the board was taken
      // back); no answer at all is the network.
      fetch(base + "/table", { cache: "no-store" }).then(function (r) {
        if (r.status !== 404) return lost();
        stop(base.indexOf("/g/") === 0 ? takenBack
          : "This link no longer works: the table's phone stopped sharing. Ask for the new link if it shares again.");
      }, lost);
    };
  }
  // A phone that wakes up may hold a dead stream: start a fresh one, which
  // brings the newest table at once.
  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "visible" && !ended && (!source || source.readyState === EventSource.CLOSED)) connect();
  });
  loadSeat();
  connect();
})();
