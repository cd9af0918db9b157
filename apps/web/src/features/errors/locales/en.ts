/**
 * English texts of the "errors" namespace: the 404 page (SPEC §2, its heading, button and four tips
 * worded as the specification words them) and the screen shown when a route fails to load.
 * hi.ts has the same keys (its type is derived from this object).
 */
const en = {
  notFound: {
    heading: 'Oops! Page Not Found',
    intro: 'The page you are looking for does not exist, has moved, or is not available to you.',
    takeMeHome: 'Take Me Home',
    reportLink: 'Report this broken link',
    tipsHeading: 'A few things to try',
    tipsLabel: 'Tips',
    tips: {
      url: {
        title: 'Check the URL',
        text: 'Make sure the address is spelled correctly, with no missing or extra characters.',
      },
      navigation: {
        title: 'Use the navigation',
        text: 'The menu at the top of the page leads to every part of the platform.',
      },
      support: {
        title: 'Contact support',
        text: 'If a link brought you here, tell us through Report Bugs so we can fix it.',
      },
      search: {
        title: 'Try search',
        text: 'Search for the programme, hub, event or article you were looking for.',
      },
    },
  },
  routeError: {
    heading: 'This page didn’t load',
    /** a route answered with an HTTP error: its status code and text, such as "503 Service Unavailable" */
    status: '{{status}} {{statusText}}',
    chunk:
      'Part of the app could not be downloaded. Your connection may have dropped, or a newer version was just released.',
    generic: 'Something went wrong while showing this page.',
    retry: 'Retry',
    home: 'Go to the home page',
  },
};

export type ErrorsMessages = typeof en;
export default en;
