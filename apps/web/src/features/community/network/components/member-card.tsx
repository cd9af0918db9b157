import type { TMemberCard } from '@ankur/shared/schemas/community-network';
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../../components/ui/avatar';
import { Badge } from '../../../../components/ui/badge';
import { PersonActions } from './person-actions';

export const profileLink = (userId: number) => `/user/profile/${userId}`;

/** A person's card: photo, name, headline, place, roles and skills (only what they share), and the actions. */
export function MemberCard({ person, footer }: { person: TMemberCard; footer?: ReactNode }) {
  const place = [person.city, person.state].filter(Boolean).join(', ');
  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <div className="flex items-start gap-3">
        <span aria-hidden className="shrink-0">
          <Avatar name={person.name} url={person.photo_url} size="sm" alt="" />
        </span>
        <div className="min-w-0 flex-1">
          <Link
            to={profileLink(person.user_id)}
            className="font-semibold text-stone-900 hover:text-brand-800 hover:underline"
          >
            {person.name}
          </Link>
          {person.headline ? <p className="line-clamp-2 text-sm text-stone-700">{person.headline}</p> : null}
          {place ? (
            <p className="mt-0.5 flex items-center gap-1 text-xs text-stone-500">
              <MapPin className="size-3.5" aria-hidden />
              {place}
            </p>
          ) : null}
        </div>
      </div>
      {person.roles.length || person.skills.length ? (
        <div className="flex flex-wrap gap-1.5">
          {person.roles.map((r) => (
            <Badge key={`r-${r}`} tone="green">
              {r}
            </Badge>
          ))}
          {person.skills.slice(0, 3).map((s) => (
            <Badge key={`s-${s}`}>{s}</Badge>
          ))}
        </div>
      ) : null}
      {footer}
      <div className="mt-auto">
        <PersonActions person={person} compact />
      </div>
    </li>
  );
}

/** The grid the cards sit in: one column on a phone, up to three on a wide screen. */
export function CardGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {children}
    </ul>
  );
}

/** Placeholder cards while a page loads. */
export function CardSkeletons({ count = 6 }: { count?: number }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={i} className="h-44 animate-pulse rounded-2xl bg-stone-100" />
      ))}
    </div>
  );
}
