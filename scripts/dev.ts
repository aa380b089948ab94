// `npm run dev`: the server restarting on change (node --watch), rendering every page from the sources
// (scripts/dev-server.ts), and the Vite dev server with hot reload in front of it, in one command. Open
// http://localhost:5173: Vite serves the modules and forwards pages, /api and /trpc to the server on :3000.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const env = { ...process.env, NODE_ENV: 'development', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' };
const children: ChildProcess[] = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', '--watch-preserve-output', 'scripts/dev-server.ts'], { stdio: 'inherit', env }),
  spawn(process.execPath, [path.resolve('node_modules/vite/bin/vite.js')], { stdio: 'inherit', env }),
];

let stopping = false;
const stop = (code: number) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
