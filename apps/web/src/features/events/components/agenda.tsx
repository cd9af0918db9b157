import type { TEventDetail } from '@ankur/shared/schemas/events';
import { Clock, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { useEventsTranslation } from '../i18n';
import { dayIn, useEventFormat } from './format';

type Speaker = TEventDetail['speakers'][number];

const speakerName = (s: Speaker) => s.person?.name || s.name;

/** A speaker's name, linked to their profile when they are on the platform. */
function SpeakerName({ speaker }: { speaker: Speaker }) {
  const name = speakerName(speaker);
  return speaker.person ? (
    <Link to={`/user/profile/${speaker.person.user_id}`} className="font-medium text-stone-900 hover:underline">
      {name}
    </Link>
  ) : (
    <span className="font-medium text-stone-900">{name}</span>
  );
}

/** The agenda by day: each session's time in the event's zone, place and speakers. */
export function Agenda({ event }: { event: TEventDetail }) {
  const { t } = useEventsTranslation();
  const { sessionTime, language } = useEventFormat();
  if (event.sessions.length === 0) return null;
  const sessions = [...event.sessions].sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  const days = [...new Set(sessions.map((s) => dayIn(s.starts_at, event.time_zone)))];
  const dayLabel = (day: string) =>
    new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${day}T00:00:00Z`));
  return (
    <section aria-labelledby="agenda-heading" className="flex flex-col gap-4">
      <h2 id="agenda-heading" className="text-xl font-semibold text-stone-900">
        {t('event.agenda')}
      </h2>
      {days.map((day) => (
        <div key={day} className="flex flex-col gap-2">
          {days.length > 1 ? <h3 className="text-sm font-semibold text-stone-700">{dayLabel(day)}</h3> : null}
          <ol className="flex flex-col divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200">
            {sessions
              .filter((s) => dayIn(s.starts_at, event.time_zone) === day)
              .map((s) => (
                <li key={`${s.starts_at}-${s.title}`} className="grid gap-1 p-4 sm:grid-cols-[10rem_1fr] sm:gap-4">
                  <p className="flex items-center gap-1.5 text-sm font-medium text-brand-800">
                    <Clock className="size-4 shrink-0" aria-hidden />
                    {sessionTime(s.starts_at, s.ends_at, event.time_zone)}
                  </p>
                  <div className="flex min-w-0 flex-col gap-1">
                    <p className="font-semibold text-stone-900">{s.title}</p>
                    {s.description ? <p className="text-sm text-stone-600">{s.description}</p> : null}
                    {s.location ? (
                      <p className="flex items-center gap-1 text-sm text-stone-600">
                        <MapPin className="size-3.5" aria-hidden />
                        {s.location}
                      </p>
                    ) : null}
                    {s.speaker_indexes.length ? (
                      <p className="flex flex-wrap gap-x-3 text-sm">
                        {s.speaker_indexes
                          .map((i) => event.speakers[i])
                          .filter((sp): sp is Speaker => Boolean(sp))
                          .map((sp) => (
                            <SpeakerName key={speakerName(sp)} speaker={sp} />
                          ))}
                      </p>
                    ) : null}
                  </div>
                </li>
              ))}
          </ol>
        </div>
      ))}
    </section>
  );
}

/** The speakers: photo or initials, name, title and organisation, bio. */
export function Speakers({ speakers }: { speakers: Speaker[] }) {
  const { t } = useEventsTranslation();
  if (speakers.length === 0) return null;
  return (
    <section aria-labelledby="speakers-heading" className="flex flex-col gap-4">
      <h2 id="speakers-heading" className="text-xl font-semibold text-stone-900">
        {t('event.speakers')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {speakers.map((s) => (
          <li key={speakerName(s)} className="flex gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
            <Avatar name={speakerName(s)} url={s.person?.photo_url ?? null} size="sm" alt="" />
            <div className="min-w-0">
              <p>
                <SpeakerName speaker={s} />
              </p>
              {s.title || s.organisation ? (
                <p className="text-sm text-stone-600">{[s.title, s.organisation].filter(Boolean).join(', ')}</p>
              ) : null}
              {s.bio ? <p className="mt-1 line-clamp-3 text-sm text-stone-600">{s.bio}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
