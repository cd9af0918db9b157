/**
 * The menus of SPEC §6. Privileges are granted per menu; the web app shows an entry only when the
 * active role may read the menu of that name. Parents group them in the Admin Center's tree.
 */
export interface MenuSeed {
  name: string;
  parent?: string;
  /** 'user' menus appear in the workspace and hubs, 'account' in the user menu, 'admin' for administrators */
  view: 'user' | 'account' | 'admin';
  route?: string;
}

export const WORKSPACE_MENU = 'Workspace';
export const ADMIN_CENTER_MENU = 'Admin Center';
/** A tenant's own administration: members, invitations, branding (held by Tenant Administrator). */
export const TENANT_ADMIN_CENTER_MENU = 'Tenant Admin Center';
export const HUBS_MENU = 'Innovation Hubs';
/** The user menu's Memberships: every member reads it; create/update on it manage plans, codes and requests. */
export const MEMBERSHIPS_MENU = 'Memberships';
/** SPEC §6: the menu a verified investor reads (issue 20, decision 34). */
export const INVESTOR_WORKSPACE_MENU = 'Investor Workspace';

/** SPEC §6: workspace access is granted if any of these is readable. */
export const WORKSPACE_MENUS = [
  'Dashboard',
  'Programs and Courses',
  'Forms and Assessments',
  'Content',
  'Expert Support Program',
  'Event',
  'Competition',
  'Community Circle',
  'Collaboration',
  'CSR Project',
  'Program Cohort',
  'Partnership',
  'My Ideas',
  'Fundraising Round',
  'Grants and Schemes',
  'My Experts',
  'My Product/Innovation',
  'SME Workspace',
  'Investor Workspace',
] as const;

/** SPEC §2: the user menu's entries, each shown only with read access to the menu of that name. */
export const ACCOUNT_MENUS = [
  { name: 'My Profile', route: '/account' },
  { name: 'Engine', route: '/engine' },
  { name: 'My Library', route: '/my-library' },
  { name: 'My Ecosystem Map', route: '/ecosystem-map' },
  { name: 'Memberships', route: '/membership' },
  { name: 'Admin Center', route: '/admin-center' },
  { name: 'Settings', route: '/settings' },
] as const;

/** SPEC §6 hub menus ("and others": one per hub route of SPEC §2). */
export const HUB_MENUS: ReadonlyArray<{ name: string; route: string }> = [
  { name: 'Home', route: '/home' },
  { name: 'Community Hub', route: '/community-hub' },
  { name: 'Content Hub', route: '/content-hub' },
  { name: 'Connect Hub', route: '/connect-hub' },
  { name: 'Knowledge Hub', route: '/knowledge-hub' },
  { name: 'Events & Programs Hub', route: '/event-hub' },
  { name: 'Competition Hub', route: '/competition-hub' },
  { name: 'Wellbeing Hub', route: '/wellbeing-hub' },
  { name: 'Job and Internship Hub', route: '/job-internship-hub' },
  { name: 'My Readiness Journey', route: '/readiness-journey' },
  { name: 'Aspiring Entrepreneur Hub', route: '/aspiring-entrepreneur-hub' },
  { name: 'Funding Hub', route: '/funding-hub' },
  { name: 'Investor Hub', route: '/investor-hub' },
  { name: 'Policy & Mission Hub', route: '/policy-mission-hub' },
  { name: 'IP & Compliance Hub', route: '/ip-compliance-hub' },
  { name: 'Projects & Cohort Hub', route: '/projects-cohort-hub' },
  { name: 'CSR Hub', route: '/csr-hub' },
  { name: 'Commercialization Hub', route: '/commercialization-hub' },
  { name: 'Networking Hub', route: '/networking-hub' },
  { name: 'Collaboration Hub', route: '/collaboration-hub' },
  { name: 'Customer Discovery Hub', route: '/customer-discovery-hub' },
  { name: 'Startup Success Hub', route: '/startup-success-hub' },
  { name: 'Market Builder Hub', route: '/market-builder-hub' },
  { name: 'Technology Hub', route: '/technology-hub' },
  { name: 'Public Sector Hub', route: '/public-sector-hub' },
  { name: 'Youth Leadership Hub', route: '/youth-leadership-hub' },
  { name: 'Global Bharatiya Hub', route: '/global-bharatiya-hub' },
  { name: 'Innovation Ecosystem Hub', route: '/innovation-ecosystem-hub' },
  { name: 'Learning Journey', route: '/learning-journey' },
  { name: 'SME Journey', route: '/sme-journey' },
  // SPEC §2 locked apps: shown in the apps grid, they alert 'Unlock with Premium Access'
  { name: 'Entrepreneurial Readiness', route: '/entrepreneurial-readiness' },
  { name: 'Innovation Hub', route: '/innovation-workspace' },
  { name: 'Idea Hub', route: '/idea-hub' },
  { name: 'Product Hub', route: '/product-development-hub' },
];

export const LOCKED_APPS = ['Entrepreneurial Readiness', 'Innovation Hub', 'Idea Hub', 'Product Hub'] as const;

export const MENU_SEEDS: readonly MenuSeed[] = [
  { name: WORKSPACE_MENU, view: 'user', route: '/innovation-workspace' },
  ...WORKSPACE_MENUS.map((name) => ({ name, parent: WORKSPACE_MENU, view: 'user' as const })),
  { name: HUBS_MENU, view: 'user', route: '/innovation-ecosystem-hub' },
  ...HUB_MENUS.map((m) => ({ ...m, parent: HUBS_MENU, view: 'user' as const })),
  ...ACCOUNT_MENUS.map((m) => ({
    ...m,
    view: m.name === 'Admin Center' ? ('admin' as const) : ('account' as const),
  })),
  { name: TENANT_ADMIN_CENTER_MENU, view: 'admin' },
];

/** The permission names the platform knows (administrators may add others). */
export const PERMISSIONS = ['read', 'create', 'update', 'delete'] as const;
