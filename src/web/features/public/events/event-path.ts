import type { EventOutput } from '../../../../shared/schemas/events';
import { paths } from '../../../lib/paths';

/** An event's page: by its scoring-system code when it has one, else by its id (spec 01 §2). */
export const eventPath = (event: Pick<EventOutput, 'id' | 'ftcEventCode'>): string => paths.event(event.ftcEventCode || event.id);
