// `backup`, `restore` and `check`: the operator's data commands. None of them migrates: a backup copies the database
// as it is, restore puts a backup back as it was, check only reads.
import type { CliIo } from './io';
import type { Config } from '../config';
import { backupDatabase } from '../ops/backup';
import { checkSite } from '../ops/check';
import { restoreDatabase } from '../ops/restore';
import { makeMissingVariants } from '../modules/files/image-variants.service';
import { expectArgs, parseArgs, UsageError } from './args';
import { withDeps } from './with-deps';

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export async function backupCommand(config: Config, argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, [], ['uploads']);
  expectArgs(args, 1, 'backup <file> [--uploads]');
  const withUploads = args.flags.has('uploads');
  if (!withUploads && /\.tar$/i.test(args.positional[0]!)) {
    throw new UsageError('A .tar backup is the archive with the uploads: add --uploads, or name the file .sqlite for the database alone.');
  }
  const result = await backupDatabase({
    databasePath: config.DATABASE_PATH,
    destination: args.positional[0]!,
    uploadsDir: withUploads ? config.UPLOADS_DIR : undefined,
  });
  const what = withUploads ? `${config.DATABASE_PATH} and ${result.files} stored file${result.files === 1 ? '' : 's'}` : config.DATABASE_PATH;
  io.out(`Backed up ${what} to ${result.destination} (${size(result.bytes)}, integrity check passed).`);
  if (result.missingFiles?.length) {
    io.out(`Warning: ${result.missingFiles.length} file(s) the database names were not in ${config.UPLOADS_DIR}: ${result.missingFiles.slice(0, 10).join(', ')}`);
  }
  return 0;
}

export async function restoreCommand(config: Config, argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, [], ['database-only']);
  expectArgs(args, 1, 'restore <file> [--database-only]');
  const result = await restoreDatabase({
    source: args.positional[0]!,
    databasePath: config.DATABASE_PATH,
    uploadsDir: args.flags.has('database-only') ? undefined : config.UPLOADS_DIR,
  });
  io.out(`Restored ${result.databasePath} from ${args.positional[0]} (integrity check passed).`);
  io.out(result.previousDatabase ? `The replaced database is kept as ${result.previousDatabase}.` : 'There was no database before.');
  if (result.uploadsRestored) {
    io.out(`Restored ${result.files} stored file${result.files === 1 ? '' : 's'} into ${config.UPLOADS_DIR}.`);
    if (result.previousUploads) io.out(`The replaced uploads folder is kept as ${result.previousUploads}.`);
  } else {
    io.out(`The uploads folder ${config.UPLOADS_DIR} was left as it is.`);
  }
  if (result.pendingMigrations.length) {
    io.out(`The server applies ${result.pendingMigrations.length} newer migration(s) to it when it starts (after a backup).`);
  }
  return 0;
}

export async function checkCommand(config: Config, argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, [], ['fix']);
  expectArgs(args, 0, 'check [--fix]');
  if (args.flags.has('fix')) {
    // --fix writes, so it opens the database as `migrate` does (brought to this version first, after a backup).
    const pass = await withDeps(config, { notice: io.out }, (deps) => makeMissingVariants(deps));
    io.out(
      pass.images
        ? `Fixed: image variants made for ${pass.withVariants} of ${pass.images} image(s)${pass.originalOnly ? `; ${pass.originalOnly} could not be decoded or are animated and are served as uploaded` : ''}.`
        : 'Fixed: every image already has its variants.',
    );
  }
  const report = await checkSite({
    databasePath: config.DATABASE_PATH,
    uploadsDir: config.UPLOADS_DIR,
    unattachedHours: config.UPLOAD_UNATTACHED_HOURS,
  });
  for (const line of report.lines) io.out(line);
  return report.ok ? 0 : 1;
}
