/* global process */
// `npm run dev`: the API server in watch mode and Vite's dev server (proxying /api to it) together.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@chokdee/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@chokdee/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) =>
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
