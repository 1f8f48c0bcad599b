import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { handler } from 'altcha-lib/workers/shared';

/**
 * One proof-of-work solver off the main thread, started by pow-solve.ts: altcha-lib's worker loop with
 * the browser's PBKDF2 (the package's own `workers/pbkdf2` takes Node's, which a browser does not have).
 */
handler({ deriveKey });
