import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress.mjs';

let dist: string;
beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'benchlink-precompress-'));
});
afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

const write = (name: string, content: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
  fs.writeFileSync(path.join(dist, name), content);
};

describe('precompressFolder', () => {
  it('writes brotli and gzip copies beside each text file, in sub-folders too, that decode to the file', () => {
    const text = 'const value = "benchlink";\n'.repeat(100);
    for (const name of ['main.0123456789.js', 'styles.css', 'index.html', 'mf-manifest.json', 'icons/logo.svg'])
      write(name, text);
    expect(precompressFolder(dist)).toBe(5);
    for (const name of ['main.0123456789.js', 'styles.css', 'index.html', 'mf-manifest.json', 'icons/logo.svg']) {
      expect(brotliDecompressSync(fs.readFileSync(path.join(dist, `${name}.br`))).toString(), name).toBe(text);
      expect(gunzipSync(fs.readFileSync(path.join(dist, `${name}.gz`))).toString(), name).toBe(text);
    }
  });

  it('leaves source maps, dot files (the deploy history), other files and files under 1 KiB alone', () => {
    write('main.0123456789.js.map', 'x'.repeat(5000));
    write('picture.png', Buffer.alloc(5000));
    write('tiny.js', 'export {};');
    write('.deploys.json', JSON.stringify({ builds: [] }).padEnd(5000));
    expect(precompressFolder(dist)).toBe(0);
    expect(fs.readdirSync(dist).sort()).toEqual(['.deploys.json', 'main.0123456789.js.map', 'picture.png', 'tiny.js']);
  });

  it('writes no copy that would not be smaller than the file', () => {
    write('random.js', randomBytes(4096));
    precompressFolder(dist);
    expect(fs.readdirSync(dist)).toEqual(['random.js']);
  });
});
