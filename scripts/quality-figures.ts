/**
 * `npx tsx scripts/quality-figures.ts`: the response-quality check's detection and false-alarm rates on
 * the calibration simulation (docs/RESPONSE-QUALITY.md prints this table).
 */
import { calibrate } from '#tests/support/psychometrics/quality-calibration';
import { ASSESSMENT_KEYS } from '#content/assessments/registry';

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
for (const key of ASSESSMENT_KEYS) {
  console.log(`\n### ${key}\n`);
  console.log('| Sheets | n | Flagged | Without item times | By reason |');
  console.log('|---|---|---|---|---|');
  for (const row of calibrate(key)) {
    const reasons = Object.entries(row.byReason)
      .map(([r, x]) => `${r} ${pct(x)}`)
      .join(', ');
    console.log(`| ${row.group} | ${row.sheets} | ${pct(row.flagged)} | ${pct(row.flaggedWithoutItemTimes)} | ${reasons} |`);
  }
}
