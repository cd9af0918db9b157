/** The landing page sections the public header links to, in page order. */
export const LANDING_SECTIONS = [
  { id: 'home', label: 'Home' },
  { id: 'mission-vision', label: 'Mission & Vision' },
  { id: 'who-is-it-for', label: 'Who is it for?' },
  { id: 'platform-services', label: 'Platform Services' },
  { id: 'team', label: 'Team' },
  { id: 'contact-us', label: 'Contact Us' },
] as const;

export const LANDING_SECTION_IDS: readonly string[] = LANDING_SECTIONS.map((section) => section.id);

export const LANDING_PATHS: ReadonlySet<string> = new Set(['/', '/auth', '/website/home']);
