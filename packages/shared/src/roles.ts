/** SPEC §6: the special role every new user gets, labelled Temp. */
export const TEMP_ROLE = { role_name: 'temp', display_name: 'Temp' } as const;

/** The fallback label of a role's type (SPEC §9). */
export const SYSTEM_ROLE_TYPE = 'System Role';
export const CUSTOM_ROLE_TYPE = 'custom';

export const ADMIN_ROLE_NAME = 'Administrator';

export interface RoleSeed {
  role_name: string;
  display_name: string;
  role_view: 'admin' | 'other';
  is_self_service: boolean;
  description: string;
}

/** The system roles seeded on every start (idempotent). */
export const ROLE_SEEDS: readonly RoleSeed[] = [
  {
    ...TEMP_ROLE,
    role_view: 'other',
    is_self_service: false,
    description: 'Given to every new account until its owner picks a role.',
  },
  {
    role_name: 'Entrepreneur',
    display_name: 'Entrepreneur',
    role_view: 'other',
    is_self_service: true,
    description: 'Building a venture: programs, mentors, funding and a community of peers.',
  },
  {
    role_name: 'Aspiring Entrepreneur',
    display_name: 'Aspiring Entrepreneur',
    role_view: 'other',
    is_self_service: true,
    description: 'Exploring an idea and the skills to turn it into a venture.',
  },
  {
    role_name: 'Student',
    display_name: 'Student',
    role_view: 'other',
    is_self_service: true,
    description: 'Learning about innovation through courses, challenges and internships.',
  },
  {
    role_name: 'Expert',
    display_name: 'Expert',
    role_view: 'other',
    is_self_service: true,
    description: 'Mentoring founders and sharing know-how.',
  },
  {
    role_name: 'Investor',
    display_name: 'Investor',
    role_view: 'other',
    is_self_service: true,
    description: 'Discovering ventures and following their progress.',
  },
  {
    role_name: 'Volunteer',
    display_name: 'Volunteer',
    role_view: 'other',
    is_self_service: true,
    description: 'Giving time to events, programs and communities.',
  },
  {
    role_name: 'Organisation',
    display_name: 'Organisation',
    role_view: 'other',
    is_self_service: true,
    description: 'Incubators, universities and companies running programs on the platform.',
  },
  {
    role_name: 'Cohort Manager',
    display_name: 'Cohort Manager',
    role_view: 'other',
    is_self_service: false,
    description: 'Runs cohorts and learning programs.',
  },
  {
    role_name: 'Tenant Administrator',
    display_name: 'Tenant Administrator',
    role_view: 'admin',
    is_self_service: false,
    description: "Runs one organisation's space: its members, invitations, branding and programs.",
  },
  {
    role_name: ADMIN_ROLE_NAME,
    display_name: 'Administrator',
    role_view: 'admin',
    is_self_service: false,
    description: 'Manages the platform: users, roles, privileges and content.',
  },
];
