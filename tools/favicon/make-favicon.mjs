#!/usr/bin/env node
/**
 * Draws public/favicon.ico from app/icon.svg: the icon at 16, 32 and 48 pixels, each a PNG inside
 * one ICO file. Pages declare icon.svg; browsers still ask for /favicon.ico where no page declares
 * one (a picture opened on its own, a feed reader), and a 404 there is an error in their console.
 * Run it again after changing app/icon.svg: `npm run favicon`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const SIZES = [16, 32, 48];
const svg = readFileSync('app/icon.svg');
const pngs = await Promise.all(
  SIZES.map((size) =>
    sharp(svg, { density: (72 * size) / 32 })
      .resize(size, size)
      .png()
      .toBuffer(),
  ),
);

// ICONDIR (6 bytes), one ICONDIRENTRY (16 bytes) per picture, then the pictures.
const header = Buffer.alloc(6 + 16 * SIZES.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(SIZES.length, 4);
let offset = header.length;
pngs.forEach((png, i) => {
  const size = SIZES[i] ?? 0;
  const entry = 6 + 16 * i;
  header.writeUInt8(size, entry);
  header.writeUInt8(size, entry + 1);
  header.writeUInt16LE(1, entry + 4);
  header.writeUInt16LE(32, entry + 6);
  header.writeUInt32LE(png.length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += png.length;
});
writeFileSync('public/favicon.ico', Buffer.concat([header, ...pngs]));
console.log(`public/favicon.ico: ${SIZES.join(', ')} pixels, ${offset} bytes`);
