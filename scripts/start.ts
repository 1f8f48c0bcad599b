/**
 * `npm start`: build the client when the build is missing or older than its sources,
 * then run the server (which migrates and seeds the database before listening).
 */
import { buildClient } from './build';
import { buildIsStale } from './build-freshness';

if (buildIsStale()) {
  console.log('Building the client …');
  try {
    buildClient();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

await import('#server/index');
