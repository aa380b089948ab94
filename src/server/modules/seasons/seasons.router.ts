import { router } from '../../trpc/init';

// TODO(stub): procedures of this feature are being written.
export const seasonsRouter = router({});
