/** `npm run dev`: the Vite dev server (with HMR, proxying /api) and the API server in watch mode. */
import { spawn } from 'node:child_process';

const children = [spawn('npx', ['tsx', 'watch', 'src/server/index.ts'], { stdio: 'inherit' }), spawn('npx', ['vite', '--port', '5173'], { stdio: 'inherit' })];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
