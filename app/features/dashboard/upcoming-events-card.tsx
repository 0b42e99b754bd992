import { Suspense } from 'react';
import { Await } from 'react-router';
import type { UpcomingEvent } from '../chapter-calendar/index.server';
import { DashboardCard } from './dashboard-card';
import card from './dashboard-card.module.css';

/** The chapter calendar's next events; streamed after the page, so a slow calendar never holds the dashboard. */
export function UpcomingEventsCard({ events }: { events: Promise<UpcomingEvent[]> }) {
  const none = <p className={card.empty}>No upcoming events</p>;
  return (
    <DashboardCard title="Upcoming Events">
      <Suspense fallback={<p className={card.empty}>Loading events…</p>}>
        <Await resolve={events} errorElement={none}>
          {(list) =>
            list.length === 0 ? (
              none
            ) : (
              <ul className={card.list}>
                {list.map((event) => (
                  <li key={`${event.dateTime}-${event.summary}`}>
                    <strong>{event.summary}</strong>
                    <time className={card.muted} dateTime={event.dateTime}>
                      {event.when}
                    </time>
                  </li>
                ))}
              </ul>
            )
          }
        </Await>
      </Suspense>
    </DashboardCard>
  );
}
