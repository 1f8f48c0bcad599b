/**
 * `npx tsx scripts/xuanke-edition.ts`: regenerates src/content/xuanke/edition-2027-sample.json (the table the
 * app loads) from the shipped sample's rows, with the shared rules of src/shared/xuanke/ (docs/XUANKE.md).
 * `--check` only says whether the file is up to date (the integrity test checks the same).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sampleTable } from '#tests/support/xuanke-sample';

export const TABLE_FILE = fileURLToPath(new URL('../src/content/xuanke/edition-2027-sample.json', import.meta.url));

const { tally, table } = sampleTable();
/** One class or one combination per line, so a new edition's changes read line by line in a diff. */
const list = (items: unknown[], indent: string) => `[\n${items.map((item) => `${indent}  ${JSON.stringify(item)}`).join(',\n')}\n${indent}]`;
const text = [
  '{',
  `  "edition": ${JSON.stringify(table.edition)},`,
  `  "counts": ${JSON.stringify(table.counts)},`,
  `  "rowsByProvince": ${JSON.stringify(table.rowsByProvince)},`,
  `  "categories": ${list(table.categories, '  ')},`,
  '  "coverage": {',
  `    "3+3": ${list(table.coverage['3+3'], '    ')},`,
  `    "3+1+2": ${list(table.coverage['3+1+2'], '    ')}`,
  '  }',
  '}',
  '',
].join('\n');
if (process.argv.includes('--check')) {
  const same = readFileSync(TABLE_FILE, 'utf8') === text;
  console.log(same ? 'edition-2027-sample.json is up to date' : 'edition-2027-sample.json differs: run npx tsx scripts/xuanke-edition.ts');
  process.exit(same ? 0 : 1);
}
writeFileSync(TABLE_FILE, text);
const { counts } = tally;
console.log(
  `wrote ${TABLE_FILE}: ${counts.rows} rows, ${counts.tallied} tallied (试验班 ${counts.trial}, 职业本科 ${counts.vocational}, unknown ${counts.unknown}), ${counts.schools} universities, ${counts.provinces} provinces`,
);
