// `npm test`: the type check (`tsc -b`), ESLint and the tests (`vitest run`, with any arguments given) side by side.
// The two checks are single-threaded processes of about half a minute each, and the test run leaves much of the two
// cores idle while its browser tests wait on Chromium, so the checks cost no time of their own (decision 202).
// The tests' output streams as it comes; each check's output is printed whole after it (not interleaved). The exit
// code is 1 when any of the three failed.
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

function runTests(args) {
  return new Promise((resolve) => {
    const child = spawn(bin('vitest'), ['run', ...args], { stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`vitest did not start: ${error.message}`);
      resolve(false);
    });
    child.on('close', (code) => resolve(code === 0));
  });
}

const checks = Promise.all(CHECKS.map(run));
const testsOk = await runTests(process.argv.slice(2));
const results = await checks;
for (const { name, ok, output, seconds } of results) {
  console.log(`${ok ? 'passed' : 'FAILED'}: ${name} in ${seconds.toFixed(1)} s`);
  if (output.trim()) console.log(output.trimEnd());
}
if (!testsOk) console.log('FAILED: the tests (vitest run)');
process.exitCode = testsOk && results.every((result) => result.ok) ? 0 : 1;
