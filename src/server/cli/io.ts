// Where a command writes: results to out, every error as one line to err (the console, or a capture in tests).
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

export const consoleIo: CliIo = { out: (line) => console.log(line), err: (line) => console.error(line) };
