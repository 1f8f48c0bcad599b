import { chromium } from '@playwright/test';
import { loadedJsOf } from './bench/loaded-js';
import { CHROMIUM, CHROMIUM_FLAGS } from './bench/chromium';
import { type QuestionList, attentiveAnswerSheet, createStudent, post } from './bench/client';
const origin = process.argv[2];
const reader = await createStudent(origin, '138' + String(Date.now()).slice(-8));
const q = await post<QuestionList>(origin, '/api/mbti/getQuestionList', {}, reader.token);
await post(origin, '/api/mbti/submitAnswer', attentiveAnswerSheet('mbti', q.data, 3), reader.token, 'k' + Date.now());
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
for (const path of ['/', '/assessment', '/mbti/test', '/mbti/result']) {
  const r = await loadedJsOf(browser, origin, { name: path, path, token: reader.token, user: reader.user }, process.env.DIST ?? 'dist');
  console.log(path.padEnd(14), r.kb.toFixed(1), r.scripts.length, r.largest.map((f) => `${f.file.replace('assets/', '')} ${f.kb.toFixed(1)}`).join(', '));
}
await browser.close();
