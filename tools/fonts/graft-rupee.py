#!/usr/bin/python3
"""One-time source preparation (Debian fonttools, run with /usr/bin/python3).

Fontsource ships Plus Jakarta Sans variable split by Google's unicode-range subsets; the
Indian rupee sign U+20B9 is only in the latin-ext file. This copies that one glyph (outline,
gvar deltas, advance + HVAR advance deltas, cmap) into the latin file and writes a TTF that the
Node subsetter then uses as its source. Kerning pairs for the rupee are not copied.

Usage: /usr/bin/python3 tools/fonts/graft-rupee.py LATIN.woff2 LATIN_EXT.woff2 OUT.ttf
"""
import sys
from fontTools.ttLib import TTFont
from fontTools.ttLib.tables import otTables as ot

latin_path, ext_path, out_path = sys.argv[1:4]
dst, src = TTFont(latin_path), TTFont(ext_path)
for f in (dst, src):
    for tag in f.keys():
        f[tag]  # decompile every table before the glyph order changes
dst.flavor = None
CP = 0x20B9
name = src.getBestCmap()[CP]
assert CP not in dst.getBestCmap(), 'already has the rupee'

# Outline and metrics.
order = dst.getGlyphOrder() + [name]
dst['glyf'].glyphs[name] = src['glyf'][name]
dst['glyf'].glyphOrder = order
dst.setGlyphOrder(order)
dst['hmtx'].metrics[name] = src['hmtx'][name]
dst['maxp'].numGlyphs = len(order)
dst['gvar'].variations[name] = src['gvar'].variations[name]
for t in dst['cmap'].tables:
    if t.isUnicode():
        t.cmap[CP] = name

# HVAR: look up the rupee's advance deltas in the source store, add the same row to the destination.
def row(store, varidx):
    vd = store.VarData[varidx >> 16]
    return [store.VarRegionList.Region[r] for r in vd.VarRegionIndex], vd.Item[varidx & 0xFFFF]
s_h, d_h = src['HVAR'].table, dst['HVAR'].table
regions, deltas = row(s_h.VarStore, s_h.AdvWidthMap.mapping[name])
def key(r): return tuple((a.StartCoord, a.PeakCoord, a.EndCoord) for a in r.VarRegionAxis)
want = [key(r) for r in regions]
d_regions = [key(r) for r in d_h.VarStore.VarRegionList.Region]
for outer, vd in enumerate(d_h.VarStore.VarData):
    if [d_regions[i] for i in vd.VarRegionIndex] == want:
        items = [list(i) for i in vd.Item]
        if list(deltas) in items:
            inner = items.index(list(deltas))
        else:
            vd.Item.append(list(deltas)); vd.ItemCount = len(vd.Item); inner = len(vd.Item) - 1
        break
else:
    raise SystemExit('no VarData with the same regions')
d_h.AdvWidthMap.mapping[name] = (outer << 16) | inner
dst.save(out_path)
print(f'grafted {name} (advance {src["hmtx"][name][0]}, HVAR deltas {deltas}) -> {out_path}')
