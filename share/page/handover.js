"use strict";
// The hand-over page: a browser that opens a hand-over link downloads the
// file here, saves it, and tells the other phone it has it whole (the
// file's SHA-256, posted back to the same link), which only then counts
// the hand-over as done. A LAN address is no secure context, so there is
// no crypto.subtle: the digest is computed here.
(function () {
  var link = location.pathname;
  var name = document.getElementById("name").textContent;
  var saved = null; // the file, once here, for Save again

  function say(text) { document.getElementById("status").textContent = text; }

  var K = [
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
  ];

  // sha256 is the hexadecimal SHA-256 of bytes (a Uint8Array).
  function sha256(bytes) {
    var H = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];
    var n = bytes.length;
    var padded = new Uint8Array(((n + 9 + 63) >> 6) << 6);
    padded.set(bytes);
    padded[n] = 0x80;
    var view = new DataView(padded.buffer);
    var bits = n * 8;
    view.setUint32(padded.length - 8, Math.floor(bits / 4294967296));
    view.setUint32(padded.length - 4, bits >>> 0);
    var W = new Int32Array(64);
    for (var off = 0; off < padded.length; off += 64) {
      var i;
      for (i = 0; i < 16; i++) W[i] = view.getInt32(off + i * 4);
      for (i = 16; i < 64; i++) {
        var x = W[i - 15], y = W[i - 2];
        var s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
        var s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
        W[i] = (W[i - 16] + s0 + W[i - 7] + s1) | 0;
      }
      var a = H[0], b = H[1], c = H[2], d = H[3], e = H[4], f = H[5], g = H[6], h = H[7];
      for (i = 0; i < 64; i++) {
        var S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
        var t1 = (h + S1 + ((e & f) ^ (~e & g)) + K[i] + W[i]) | 0;
        var S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
        var t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
        h = g; g = f; f = e; e = (d + t1) | 0; d = c; c = b; b = a; a = (t1 + t2) | 0;
      }
      H[0] = (H[0] + a) | 0; H[1] = (H[1] + b) | 0; H[2] = (H[2] + c) | 0; H[3] = (H[3] + d) | 0;
      H[4] = (H[4] + e) | 0; H[5] = (H[5] + f) | 0; H[6] = (H[6] + g) | 0; H[7] = (H[7] + h) | 0;
    }
    return H.map(function (v) { return ("0000000" + (v >>> 0).toString(16)).slice(-8); }).join("");
  }

  // save hands the file to the browser's downloads.
  function save() {
    var a = document.createElement("a");
    a.href = URL.createObjectURL(saved);
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
  }

  var again = document.getElementById("again");
  again.addEventListener("click", save);

  fetch(link, { headers: { "Accept": "application/octet-stream" }, cache: "no-store" }).then(function (r) {
    if (r.status === 404) return say("This link has been used or has expired: hand it over again on the other phone.");
    if (!r.ok) throw new Error(String(r.status));
    return r.arrayBuffer().then(function (buf) {
      var bytes = new Uint8Array(buf);
      saved = new Blob([bytes], { type: r.headers.get("Content-Type") || "application/json" });
      save();
      again.hidden = false;
      return fetch(link, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ sha256: sha256(bytes) })
      }).then(function (c) {
        document.body.dataset.confirmed = c.ok ? "yes" : "no";
        say(c.ok ? "Saved. Now open Tableside and import it from your downloads."
          : "Saved, but the other phone did not hear that it arrived whole: download it again there if Tableside cannot import it.");
      });
    });
  }).catch(function () {
    say("The download broke off: are both phones on the same Wi-Fi? Reload this page to try again; the link still works.");
  });
})();
