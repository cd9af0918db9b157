import { Compass, Home, LifeBuoy, Link2, Search } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';

interface Tip {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: string;
  text: string;
}

const TIPS: readonly Tip[] = [
  {
    icon: Link2,
    title: 'Check the URL',
    text: 'Make sure the address is spelled correctly, with no missing or extra characters.',
  },
  {
    icon: Compass,
    title: 'Use the navigation',
    text: 'The menu at the top of the page leads to every part of the platform.',
  },
  {
    icon: LifeBuoy,
    title: 'Contact support',
    text: 'If a link brought you here, tell us through Report Bugs so we can fix it.',
  },
  {
    icon: Search,
    title: 'Try search',
    text: 'Search for the programme, hub, event or article you were looking for.',
  },
];

/** The 404 page for unknown paths (SPEC §2). The router places it in the right shell. */
export default function NotFoundScreen() {
  return (
    <section
      aria-labelledby="not-found-heading"
      className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center sm:px-6"
    >
      <p className="text-7xl font-extrabold tracking-tight text-brand-200 sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-heading" className="mt-4 text-3xl font-bold text-stone-900 sm:text-4xl">
        Oops! Page Not Found
      </h1>
      <p className="mt-3 max-w-xl text-stone-600">
        The page you are looking for does not exist, has moved, or is not available to you.
      </p>
      <Link to="/" className="btn-primary mt-8 px-6 py-3 text-base">
        <Home className="size-5" aria-hidden />
        Take Me Home
      </Link>
      <div className="mt-12 w-full text-left">
        <h2 className="text-center text-lg font-semibold text-stone-800">A few things to try</h2>
        <ul aria-label="Tips" className="mt-4 grid gap-4 sm:grid-cols-2">
          {TIPS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3 rounded-xl border border-stone-200 bg-white p-4">
              <Icon className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
              <div>
                <p className="font-semibold text-stone-900">{title}</p>
                <p className="text-sm text-stone-600">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
