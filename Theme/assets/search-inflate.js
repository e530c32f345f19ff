/* guidegen search, the engine's DEFLATE part: inflates the index's files, raw DEFLATE (RFC 1951)
   as Sources/GuideSearch/Deflate.swift writes them. Needs no other part; search-ranking.js and
   search-pinyin.js use its inflate(bytes). */
(function (module) {
  "use strict";

  // The 29 length codes' and 30 distance codes' extra bits and first values (RFC 1951, 3.2.5),
  // worked out rather than listed (the lists gzip poorly): the extra bits grow by one every four
  // length codes after the first eight and every two distance codes after the first four, and
  // each code's first value follows the last value of the code before it; the last length code
  // (285) is 258 alone, with no extra bits.
  var LENGTH_BASE = [], LENGTH_EXTRA = [], DIST_BASE = [], DIST_EXTRA = [];
  for (var code = 0, firstLength = 3, firstDistance = 1; code < 30; code++) {
    if (code < 29) {
      LENGTH_EXTRA[code] = code < 8 || code === 28 ? 0 : (code >> 2) - 1;
      LENGTH_BASE[code] = code === 28 ? 258 : firstLength;
      firstLength += 1 << LENGTH_EXTRA[code];
    }
    DIST_EXTRA[code] = code < 4 ? 0 : (code >> 1) - 1;
    DIST_BASE[code] = firstDistance;
    firstDistance += 1 << DIST_EXTRA[code];
  }
  var CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

  /** A Huffman decoding table by the next `bits` bits: symbol << 4 | length; codes bit-reversed, repeated. */
  function huffman(lengths, start, n) {
    var count = new Uint16Array(16), next = new Uint16Array(16), max = 0, i, len;
    for (i = 0; i < n; i++) { len = lengths[start + i]; count[len]++; if (len > max) max = len; }
    count[0] = 0;
    for (i = 1; i < 16; i++) next[i] = (next[i - 1] + count[i - 1]) << 1;
    var size = 1 << max, table = new Uint16Array(size);
    for (i = 0; i < n; i++) {
      len = lengths[start + i];
      if (!len) continue;
      var code = next[len]++, reversed = 0;
      for (var k = 0; k < len; k++) { reversed = (reversed << 1) | (code & 1); code >>= 1; }
      for (var j = reversed; j < size; j += 1 << len) table[j] = (i << 4) | len;
    }
    return { table, bits: max };
  }

  var fixedTables = null;
  function fixed() {
    if (fixedTables) return fixedTables;
    var lengths = new Uint8Array(320), i;
    for (i = 0; i < 144; i++) lengths[i] = 8;
    for (; i < 256; i++) lengths[i] = 9;
    for (; i < 280; i++) lengths[i] = 7;
    for (; i < 288; i++) lengths[i] = 8;
    for (i = 288; i < 318; i++) lengths[i] = 5;
    fixedTables = { lit: huffman(lengths, 0, 288), dist: huffman(lengths, 288, 30) };
    return fixedTables;
  }

  /** Inflates raw DEFLATE data (a Uint8Array) into a new Uint8Array. */
  function inflate(data) {
    var out = new Uint8Array(Math.max(1024, data.length * 4)), pos = 0;
    // Bits not yet used sit at the bottom of bitBuffer, zeros above them.
    var inPos = 0, bitBuffer = 0, bitCount = 0;
    function need(n) {
      if (pos + n <= out.length) return;
      var bigger = new Uint8Array(Math.max(out.length * 2, pos + n));
      bigger.set(out.subarray(0, pos));
      out = bigger;
    }
    function fill(n) {
      while (bitCount < n && inPos < data.length) {
        bitBuffer |= data[inPos++] << bitCount;
        bitCount += 8;
      }
    }
    function bits(n) {
      fill(n);
      if (bitCount < n) throw new Error("inflate: data ends early");
      var value = bitBuffer & ((1 << n) - 1);
      bitBuffer >>>= n;
      bitCount -= n;
      return value;
    }
    function decode(h) {
      // Near the end, zeros stand for missing bits; a code longer than what is left is an error.
      fill(h.bits);
      var entry = h.table[bitBuffer & ((1 << h.bits) - 1)], len = entry & 15;
      if (!len) throw new Error("inflate: bad code");
      if (len > bitCount) throw new Error("inflate: data ends early");
      bitBuffer >>>= len;
      bitCount -= len;
      return entry >> 4;
    }
    function codes(lit, dist) {
      for (;;) {
        var symbol = decode(lit);
        if (symbol < 256) {
          need(1);
          out[pos++] = symbol;
        } else if (symbol === 256) {
          return;
        } else {
          symbol -= 257;
          if (symbol >= 29) throw new Error("inflate: bad length");
          var length = LENGTH_BASE[symbol] + bits(LENGTH_EXTRA[symbol]);
          var d = decode(dist);
          if (d >= 30) throw new Error("inflate: bad distance");
          var distance = DIST_BASE[d] + bits(DIST_EXTRA[d]);
          if (distance > pos) throw new Error("inflate: distance too far");
          need(length);
          for (var k = 0; k < length; k++, pos++) out[pos] = out[pos - distance];
        }
      }
    }
    var last;
    do {
      last = bits(1);
      var type = bits(2);
      if (type === 0) {
        // A stored block starts at a byte boundary: give back the bytes read ahead.
        inPos -= bitCount >> 3;
        bitBuffer = 0;
        bitCount = 0;
        if (inPos + 4 > data.length) throw new Error("inflate: data ends early");
        var length = data[inPos] | (data[inPos + 1] << 8);
        inPos += 4;
        if (inPos + length > data.length) throw new Error("inflate: data ends early");
        need(length);
        out.set(data.subarray(inPos, inPos + length), pos);
        pos += length;
        inPos += length;
      } else if (type === 1) {
        var f = fixed();
        codes(f.lit, f.dist);
      } else if (type === 2) {
        var nlen = bits(5) + 257, ndist = bits(5) + 1, ncode = bits(4) + 4, i;
        var lengths = new Uint8Array(320);
        for (i = 0; i < ncode; i++) lengths[CODE_LENGTH_ORDER[i]] = bits(3);
        var lencode = huffman(lengths, 0, 19);
        lengths = new Uint8Array(320);
        i = 0;
        while (i < nlen + ndist) {
          var sym = decode(lencode);
          if (sym < 16) {
            lengths[i++] = sym;
          } else {
            var repeat, value = 0;
            if (sym === 16) {
              if (i === 0) throw new Error("inflate: repeat with no length");
              value = lengths[i - 1];
              repeat = 3 + bits(2);
            } else if (sym === 17) {
              repeat = 3 + bits(3);
            } else {
              repeat = 11 + bits(7);
            }
            if (i + repeat > nlen + ndist) throw new Error("inflate: too many lengths");
            while (repeat--) lengths[i++] = value;
          }
        }
        codes(huffman(lengths, 0, nlen), huffman(lengths, nlen, ndist));
      } else {
        throw new Error("inflate: bad block type");
      }
    } while (!last);
    return out.subarray(0, pos);
  }

  module.exports = { inflate };
  // In a page (`this` is the window) the `module` search.js gives a part; under Node, Node's.
})(this.guidegenSearchParts ? guidegenSearchParts["search.js"].module("search-inflate.js") : module);
