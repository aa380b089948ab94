// `npm test`'s first step: the type check (`tsc -b`) and ESLint side by side. Each is one single-threaded process
// of about half a minute, so on two cores they take the time of the longer one instead of the sum (decision 202).
// Each one's output is printed whole when it ends (not interleaved); the exit code is 1 when either failed.
import { spawn } from 'node:child_process';
import path from 'node:path';

const bin = (name) => path.join('node_modules', '.bin', name);
const CHECKS = [
  { name: 'typecheck (tsc -b)', command: bin('tsc'), args: ['-b'] },
  { name: 'lint (eslint .)', command: bin('eslint'), args: ['.'] },
];

function run({ name, command, args }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => resolve({ name, ok: false, output: String(error), seconds: 0 }));
    child.on('close', (code) =>
      resolve({ name, ok: code === 0, output: Buffer.concat(output).toString(), seconds: (performance.now() - started) / 1000 }),
    );
  });
}

const results = await Promise.all(CHECKS.map(run));
for (const { name, ok, output, seconds } of results) {
  console.log(`${ok ? 'passed' : 'FAILED'}: ${name} in ${seconds.toFixed(1)} s`);
  if (output.trim()) console.log(output.trimEnd());
}
process.exitCode = results.every((result) => result.ok) ? 0 : 1;
