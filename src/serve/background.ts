// The map's background as `umpire serve` serves it (docs/map.md "Background",
// docs/serve.md "The map"): the scenario's `background: { file }`, an SVG or
// a photo (PNG, JPEG), read from the scenario's folder and nowhere else. The
// one file a request may reach: its name is the scenario's (a plain name,
// src/map/scenario.ts), checked again here; the path it resolves to, links
// followed, must lie in that folder; it is a regular file of at most
// BACKGROUND_MAX bytes; what it is is read from its first bytes (never its
// name), and must be what the scenario says (`type: svg | image`). Its size in
// pixels comes from its header (PNG's IHDR, JPEG's start of frame, an SVG's
// viewBox or width and height): the picture places it by them.
import { createHash } from 'node:crypto';
import { closeSync, fstatSync, openSync, readSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import type { Background } from '../map/types.js';

/** The largest background served, in bytes (U341: a table's photo from a phone is 2-6 MB). */
export const BACKGROUND_MAX = 16 * 1024 * 1024;

/** A plain file name, as the scenario's check takes it (src/map/scenario.ts FILE_RE). */
const FILE_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

export interface BackgroundFile {
  bytes: Buffer;
  /** Its media type, from its first bytes. */
  type: 'image/png' | 'image/jpeg' | 'image/svg+xml';
  /** Its size in pixels (an SVG's in its own units). */
  width: number;
  height: number;
  /** Its contents' hash: the address it is served at changes when it does. */
  etag: string;
}

/** Why a background is not served: a word (the board says it). */
export type BackgroundProblem = 'name' | 'missing' | 'outside' | 'not-a-file' | 'too-large' | 'unknown-type' | 'wrong-type' | 'no-size';

/** A PNG's width and height (IHDR, bytes 16-23), or null. */
function pngSize(b: Buffer): [number, number] | null {
  if (b.length < 24 || b.readUInt32BE(12) !== 0x49484452) return null;
  return [b.readUInt32BE(16), b.readUInt32BE(20)];
}

/** A JPEG's width and height (its first start-of-frame marker), or null. */
function jpegSize(b: Buffer): [number, number] | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const m = b[i + 1];
    if (m === 0xff) {
      i++;
      continue;
    }
    // Markers without a length: TEM, RST0-7, SOI, EOI.
    if (m === 0x01 || (m >= 0xd0 && m <= 0xd9)) {
      i += 2;
      continue;
    }
    const len = b.readUInt16BE(i + 2);
    // SOF0-SOF15 but DHT (C4), JPG (C8) and DAC (CC).
    if (m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc) return [b.readUInt16BE(i + 7), b.readUInt16BE(i + 5)];
    if (len < 2) return null;
    i += 2 + len;
  }
  return null;
}

/** An SVG's size: its viewBox's, else its width and height (plain numbers or px), or null. */
function svgSize(text: string): [number, number] | null {
  const tag = /<svg\b[^>]*>/i.exec(text.slice(0, 64 * 1024))?.[0];
  if (!tag) return null;
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
  const vb = attr('viewBox')?.trim().split(/[\s,]+/).map(Number);
  if (vb && vb.length === 4 && vb.every(Number.isFinite) && vb[2] > 0 && vb[3] > 0) return [vb[2], vb[3]];
  const w = Number(/^\s*([\d.]+)\s*(px)?\s*$/.exec(attr('width') ?? '')?.[1]);
  const h = Number(/^\s*([\d.]+)\s*(px)?\s*$/.exec(attr('height') ?? '')?.[1]);
  return w > 0 && h > 0 ? [w, h] : null;
}

/** What the bytes are, by their first bytes. */
function sniff(b: Buffer): BackgroundFile['type'] | null {
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  const head = b.subarray(0, 4096).toString('utf8').replace(/^\uFEFF/, '').trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return 'image/svg+xml';
  return null;
}

/**
 * The background `bg` from folder `dir`, or why not. Reads nothing outside
 * `dir` (the name is a plain one; the path, links followed, is in it), and
 * at most BACKGROUND_MAX bytes.
 */
export function readBackground(dir: string, bg: Pick<Background, 'file' | 'type'>, max = BACKGROUND_MAX): BackgroundFile | { problem: BackgroundProblem } {
  if (typeof bg.file !== 'string' || !FILE_RE.test(bg.file) || bg.file.includes('..')) return { problem: 'name' };
  let root: string;
  let real: string;
  try {
    root = realpathSync(dir);
    real = realpathSync(join(root, bg.file));
  } catch {
    return { problem: 'missing' };
  }
  // Links followed, the file must still be in the folder itself (not a sub-folder, not elsewhere).
  if (dirname(real) !== root || !real.startsWith(root + (root.endsWith(sep) ? '' : sep))) return { problem: 'outside' };
  let fd: number;
  try {
    fd = openSync(real, 'r');
  } catch {
    return { problem: 'missing' };
  }
  let bytes: Buffer;
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) return { problem: 'not-a-file' };
    if (st.size > max) return { problem: 'too-large' };
    // Read what the descriptor gives, never more than the bound (a file growing meanwhile is cut and refused).
    const buf = Buffer.alloc(Math.min(st.size, max) + 1);
    let n = 0;
    for (;;) {
      const r = readSync(fd, buf, n, buf.length - n, n);
      if (r === 0) break;
      n += r;
      if (n >= buf.length) break;
    }
    if (n > max) return { problem: 'too-large' };
    bytes = buf.subarray(0, n);
  } finally {
    closeSync(fd);
  }
  const type = sniff(bytes);
  if (type === null) return { problem: 'unknown-type' };
  if ((type === 'image/svg+xml') !== (bg.type === 'svg')) return { problem: 'wrong-type' };
  const size = type === 'image/png' ? pngSize(bytes) : type === 'image/jpeg' ? jpegSize(bytes) : svgSize(bytes.toString('utf8'));
  if (!size || !(size[0] > 0) || !(size[1] > 0) || size[0] > 1e6 || size[1] > 1e6) return { problem: 'no-size' };
  return { bytes, type, width: size[0], height: size[1], etag: createHash('sha256').update(bytes).digest('base64url').slice(0, 16) };
}

/** The background of one folder, read again only when its file changes (its size or time). */
const cache = new Map<string, { stamp: string; got: BackgroundFile | { problem: BackgroundProblem } }>();

export function backgroundOf(dir: string, bg: Pick<Background, 'file' | 'type'>): BackgroundFile | { problem: BackgroundProblem } {
  const key = `${dir}\0${bg.file}\0${bg.type}`;
  let stamp = '';
  try {
    const st = statSync(join(dir, bg.file));
    stamp = `${st.size}:${st.mtimeMs}:${st.ino}`;
  } catch {
    stamp = 'none';
  }
  const had = cache.get(key);
  if (had && had.stamp === stamp) return had.got;
  const got = readBackground(dir, bg);
  cache.set(key, { stamp, got });
  return got;
}

/** The headers a background is served with: its type, never sniffed again, and (an SVG) nothing it may run or fetch. */
export function backgroundHeaders(f: BackgroundFile): Record<string, string> {
  return {
    'Content-Type': f.type,
    'Content-Length': String(f.bytes.length),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
    ETag: `"${f.etag}"`,
  };
}
