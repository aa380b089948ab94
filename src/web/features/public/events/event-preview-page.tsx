// /preview/events/:id (issue 15): an event's public page, draft or scheduled, for signed-in editors only, under the
// "Preview — not published" banner. The data comes from the editors-only read; anyone else gets the refusal.
import { useState } from 'react';
import { useParams } from 'wouter';
import type { EventOutput } from '../../../../shared/schemas/events';
import { PreviewFrame } from '../../../components/preview/preview-frame';
import { usePreview } from '../../../lib/preview-read';
import { EventDetail } from './event-detail';
import { isOngoing } from './event-timing';

export function EventPreviewPage() {
  const { id = '' } = useParams<{ id: string }>();
  const state = usePreview<EventOutput>('events.byIdForEditor', /^\d+$/.test(id) ? Number(id) : 0);
  // The moment the preview opened, as the event page computes "live" once when its data arrives.
  const [openedAt] = useState(() => Date.now());
  return <PreviewFrame state={state}>{(event) => <EventDetail event={event} live={isOngoing(event, openedAt)} preview />}</PreviewFrame>;
}
