// The kinds of item the bin keeps, each with its own capture and restore.
import type { BinKind } from '../../../shared/schemas/bin';
import type { Binner } from './bin-types';
import { postBin } from './post-bin';
import { eventBin } from './event-bin';
import { resourceBin } from './resource-bin';
import { sponsorBin } from './sponsor-bin';

export const BINNERS: Record<BinKind, Binner> = { post: postBin, event: eventBin, resource: resourceBin, sponsor: sponsorBin };
