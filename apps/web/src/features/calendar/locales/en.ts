import type { CalendarItemKind, CalendarSource } from '@ankur/shared/schemas/calendar';

/**
 * English texts of the "calendar" namespace (/calendar, a tab of the Communication screen).
 * hi.ts has the same keys (its type is derived from this object, so a key missing there is a type error).
 */
const en = {
  common: {
    retry: 'Try again',
    loading: 'Loading…',
    cancel: 'Cancel',
  },
  screen: {
    title: 'Calendar',
    intro: 'Your own entries, your programs’ dates and your plan’s weekly targets in one place.',
    newEntry: 'New entry',
    subscribe: 'Subscribe',
    loadFailed: 'Your calendar could not be loaded',
    loadingRange: 'Loading your calendar…',
    emptyRange: 'Nothing in this period yet. Click a day or choose “New entry” to add one.',
  },
  toolbar: {
    label: 'Calendar navigation',
    today: 'Today',
    previous: 'Previous',
    next: 'Next',
    views: 'View',
    month: 'Month',
    week: 'Week',
    agenda: 'Agenda',
  },
  views: {
    allDay: 'All day',
    noEvents: 'Nothing planned in this period.',
    more: '+{{count}} more',
  },
  sources: {
    legend: 'Colours',
    personal: 'My entries',
    program: 'Programs',
    plan: 'Learning plan',
    event: 'Events',
    outside: 'Booked elsewhere',
  } satisfies Record<CalendarSource | 'legend', string>,
  /** how each kind of item is titled on the calendar ({{name}}: the entry, program or unit) */
  kinds: {
    entry: '{{name}}',
    'program-start': '{{name}} starts',
    'program-end': '{{name}} ends',
    'plan-target': 'Plan: {{name}}',
    event: '{{name}}',
    'event-waitlisted': '{{name}} (waitlisted)',
    'event-pending': '{{name}} (awaiting approval)',
    'outside-event': '{{name}}',
  } satisfies Record<CalendarItemKind, string>,
  dialog: {
    createTitle: 'New calendar entry',
    editTitle: 'Edit calendar entry',
    title: 'Title',
    allDay: 'All day',
    starts: 'Starts',
    ends: 'Ends',
    location: 'Location',
    description: 'Notes',
    reminder: 'Reminder',
    reminderHint: 'We will notify you in the app before it starts.',
    reminderNone: 'No reminder',
    reminderMinutes: '{{count}} minutes before',
    reminderHours_one: '{{count}} hour before',
    reminderHours_other: '{{count}} hours before',
    reminderDay: '1 day before',
    save: 'Save',
    create: 'Add entry',
    saving: 'Saving…',
    delete: 'Delete',
    download: 'Download .ics',
    required: 'Enter a title.',
    badDate: 'Enter a valid date and time.',
    endBeforeStart: 'It must end after it starts.',
    created: 'Entry added to your calendar.',
    saved: 'Entry saved.',
    saveFailed: 'The entry was not saved: {{reason}}',
  },
  remove: {
    title: 'Delete this entry?',
    body: '“{{title}}” will be removed from your calendar and its reminder cancelled.',
    confirm: 'Delete entry',
    done: 'Entry deleted.',
  },
  move: {
    saved: '“{{title}}” moved.',
    failed: 'It could not be moved, so it is back where it was: {{reason}}',
  },
  feed: {
    title: 'Subscribe in your calendar app',
    intro:
      'A private link lets Google Calendar, Outlook or Apple Calendar show your Ankur calendar. Anyone with the link can see your entries, so keep it to yourself.',
    none: 'You have no subscription link yet.',
    on: 'Your private link is on (made {{date}}).',
    onlyOnce:
      'For your safety we keep only a fingerprint of the link, so we can show it just this once. Copy it now; if you lose it, make a new one.',
    hidden: 'The link is hidden because we do not store it. Make a new link if you need it again.',
    urlLabel: 'Your private calendar link',
    create: 'Create link',
    copy: 'Copy link',
    copied: 'Link copied.',
    copyFailed: 'Copying did not work. Select the link and copy it yourself.',
    rotate: 'Make a new link',
    rotateTitle: 'Make a new link?',
    rotateBody: 'The old link stops working at once. Calendar apps that use it must be given the new one.',
    rotateConfirm: 'Make new link',
    off: 'Turn off',
    offTitle: 'Turn off the subscription?',
    offBody: 'The link stops working and calendar apps will no longer update.',
    offConfirm: 'Turn off',
    offDone: 'Subscription turned off.',
    failed: 'That did not work: {{reason}}',
    loadFailed: 'Your subscription could not be loaded.',
  },
};

export type CalendarMessages = typeof en;
export default en;
