/** English texts of the signed-in home and the header's search ("home" namespace); hi.ts has the same keys. */
const en = {
  search: {
    label: 'Search {{brand}}',
    placeholder: 'Search hubs and pages',
    hubs: 'Hubs',
    pages: 'Pages',
    locked: 'Premium',
    noResults: 'Nothing matches “{{query}}”. Try a hub name such as Funding or Events.',
    results_one: '{{count}} result',
    results_other: '{{count}} results',
    hint: 'Use the arrow keys to choose, Enter to open.',
  },
  home: {
    greeting: 'Welcome back, {{name}}',
    greetingAnonymous: 'Welcome back',
    acting: 'You are signed in as {{role}}.',
    intro: 'Pick up where you left off, or explore what {{brand}} offers today.',
    appsHeading: 'Your apps',
    appsIntro: 'The hubs your role can open. Locked ones come with Premium Access.',
    appsLoading: 'Loading your apps…',
    appsFailed: 'Your apps could not be loaded.',
    appsRetry: 'Try again',
    appsEmpty: 'Your role has no apps yet. Ask an administrator for access.',
    appsMore_one: 'and {{count}} more in the apps menu',
    appsMore_other: 'and {{count}} more in the apps menu',
    startHeading: 'Where to start',
    releaseHeading: 'This is a Limited Release Edition',
    releaseText:
      'Some areas are still being built and will open over the coming weeks. If something does not work as you expect, tell us — every report is read.',
    releaseAction: 'Report a problem',
  },
  start: {
    learning: { title: 'Learning journey', text: 'Programs, courses and cohorts that take an idea to a venture.' },
    events: { title: 'Events', text: 'Summits, workshops and meet-ups near you and online.' },
    competitions: { title: 'Competitions', text: 'Pitch competitions and challenges with real prizes.' },
    content: { title: 'Content', text: 'Articles, videos, podcasts and templates from practitioners.' },
    messages: { title: 'Messages', text: 'Talk to mentors, peers and your cohort.' },
    profile: { title: 'Your profile', text: 'Tell the community who you are and what you are building.' },
  },
};

export type HomeMessages = typeof en;
export default en;
