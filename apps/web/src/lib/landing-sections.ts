/**
 * The landing page sections the public header links to, in page order. `labelKey` is a key of the
 * "shell" namespace's `sections` (features/shell/locales), which the header resolves to the section's
 * name in the language on screen: Home, Mission & Vision, Who is it for?, Platform Services, Team,
 * Contact Us.
 */
export const LANDING_SECTIONS = [
  { id: 'home', labelKey: 'home' },
  { id: 'mission-vision', labelKey: 'missionVision' },
  { id: 'who-is-it-for', labelKey: 'whoIsItFor' },
  { id: 'platform-services', labelKey: 'platformServices' },
  { id: 'team', labelKey: 'team' },
  { id: 'contact-us', labelKey: 'contactUs' },
] as const;

export type LandingSectionLabelKey = (typeof LANDING_SECTIONS)[number]['labelKey'];

export const LANDING_SECTION_IDS: readonly string[] = LANDING_SECTIONS.map((section) => section.id);

export const LANDING_PATHS: ReadonlySet<string> = new Set(['/', '/auth', '/website/home']);
