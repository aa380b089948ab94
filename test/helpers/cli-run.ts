// Runs the command line in this process, as `runCli` does for the program, and keeps what it printed.
import { runCli } from '../../src/server/cli';

export interface CliRun {
  code: number;
  out: string[];
  err: string[];
}

export async function runCliCaptured(argv: string[], env: Record<string, string>): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, env, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out, err };
}
