import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import { contentRoot } from '@/lib/content/registry/site-file';

export type ImageData = { src: string; width: number; height: number };

const cache = new Map<string, ImageData>();

/** Intrinsic size of an image under public/, so every <img> carries width and height and nothing shifts. */
export function getImage(src: string): ImageData {
  const known = cache.get(src);
  if (known) return known;
  const { width, height } = imageSize(readFileSync(path.join(contentRoot(), 'public', src)));
  if (!width || !height) throw new Error(`Cannot read the size of public${src}`);
  const data = { src, width, height };
  cache.set(src, data);
  return data;
}
