import { brotliCompressSync, constants, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';

/**
 * The brotli (.br) and gzip (.gz) copies the build writes beside each text file, served as they
 * are by the backend (backend/src/api/middlewares/static-files.ts) with Content-Encoding:
 * vite-plugin-compression2 writes them, compile-hints writes again those of the files it changes.
 */
export const BROTLI_OPTIONS: BrotliOptions = {
  params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
};
export const GZIP_OPTIONS: ZlibOptions = { level: constants.Z_BEST_COMPRESSION };

/** Each copy's file extension and how it is made from a file's text. */
export const COMPRESSED_COPIES: Record<string, (text: string) => Buffer> = {
  '.br': (text) => brotliCompressSync(text, BROTLI_OPTIONS),
  '.gz': (text) => gzipSync(text, GZIP_OPTIONS),
};
