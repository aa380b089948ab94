// /events/{ftcscoringeventid} (spec 01 §2 "Event detail"): an event by its scoring code or numeric id, with its
// description, links, map, local partners and, for a coded event, the teams taking part.
import { useParams } from 'wouter';
import { eventPageName } from '../../../../shared/site-pages';
import { isNotFound } from '../../../../shared/api-error';
import { useDocumentTitle, useNotFoundName } from '../../../lib/document-title';
import { useMessages, useReadLang } from '../../../lib/i18n';
import { eventPageMessages } from './event-page-messages';
import { usePublicQuery } from '../../../lib/queries';
import { eventOverApi } from './event-queries';
import { EventDetail } from './event-detail';
import { EventProblem } from './event-detail-states';
import { isOngoing } from './event-timing';

/** The route parameter as typed in the address bar (a malformed %-escape stays as it is). */
function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function EventDetailPage() {
  const { code = '' } = useParams<{ code: string }>();
  const param = decodeParam(code);
  const { data, error, loading, reload, loadedAt } = usePublicQuery(eventOverApi(param, useReadLang()));
  const notFoundName = useNotFoundName();
  const words = useMessages(eventPageMessages);
  useDocumentTitle(data ? eventPageName(data) : isNotFound(error) ? notFoundName : null);

  if (loading) {
    return (
      <p className="state" role="status" style={{ minHeight: '60vh' }}>
        {words.loading}
      </p>
    );
  }
  if (error || !data) {
    const notFound = isNotFound(error);
    return <EventProblem param={param} notFound={notFound} onRetry={reload} />;
  }
  // Whether it runs at the moment it was loaded (on the server for a rendered page: the hydration agrees).
  return <EventDetail event={data} live={isOngoing(data, loadedAt)} />;
}
