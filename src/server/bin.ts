// The program's entry: `node --import tsx src/server/bin.ts [command]` (npm run cli -- ..., npm run serve, ...).
// Kept apart from cli.ts so that importing the command line runs nothing; exits with the command's code.
import { runCli } from './cli';

runCli(process.argv.slice(2), process.env).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
