import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Writes .br and .gz beside every text asset of the build, once, at maximum compression;
 * the server sends them to browsers that accept them (classroom Wi-Fi is slow).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      handler() {
        for (const path of files(outDir)) {
          if (!COMPRESSIBLE.test(path)) continue;
          const data = readFileSync(path);
          if (data.length < 512) continue;
          writeFileSync(`${path}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
        }
      },
    },
  };
}
