// The version the health check, backups and upgrade backups report: package.json's, bundled into the executable.
import packageJson from '../../package.json' with { type: 'json' };

export const APP_VERSION: string = packageJson.version;
