/** Set by Vite's `define` in vite.config.ts: a new value every build. */
declare const __APP_BUILD_ID__: string;
