// Bulk data for `npm run bench:community` (issue 21): members with profiles and ventures, circles
// and their members, connections, follows and posts, each in one INSERT … SELECT generate_series on
// PostgreSQL. The bench connects as the database owner, outside any tenant, so every row names its
// tenant. Ids are dense: the members are firstUser … firstUser + members - 1, the circles
// firstCircle … firstCircle + circles - 1 (read back after each insert).

export interface CommunityVolume {
  members: number;
  circles: number;
  posts: number;
  /** accepted connections each member starts (so about twice that per member) */
  connectionsPerMember: number;
  /** people each member follows */
  followsPerMember: number;
  /** circles each member is in */
  circlesPerMember: number;
}

const arr = (values: readonly string[]) => `(ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}])`;
const pick = (values: readonly string[], expr: string) => `${arr(values)}[(1 + ((${expr}) % ${values.length}))::int]`;

const FIRST = [
  'Aarav',
  'Ananya',
  'Vivaan',
  'Diya',
  'Ishaan',
  'Meera',
  'Kabir',
  'Saanvi',
  'Arjun',
  'Priya',
  'Rohan',
  'Zara',
];
const LAST = ['Sharma', 'Iyer', 'Reddy', 'Khan', 'Patel', 'Das', 'Nair', 'Singh', 'Gupta', 'Menon', 'Joshi', 'Bose'];
export const BENCH_CITIES: ReadonlyArray<readonly [string, string]> = [
  ['Pune', 'Maharashtra'],
  ['Mumbai', 'Maharashtra'],
  ['Bengaluru', 'Karnataka'],
  ['Hyderabad', 'Telangana'],
  ['Chennai', 'Tamil Nadu'],
  ['Jaipur', 'Rajasthan'],
  ['Lucknow', 'Uttar Pradesh'],
  ['Ahmedabad', 'Gujarat'],
  ['Kochi', 'Kerala'],
  ['Indore', 'Madhya Pradesh'],
  ['Bhubaneswar', 'Odisha'],
  ['Guwahati', 'Assam'],
];
export const BENCH_SECTORS = [
  'agritech',
  'healthtech',
  'edtech',
  'fintech',
  'cleantech',
  'manufacturing',
  'retail',
  'saas',
];
const SKILLS = [
  'Sales',
  'Product',
  'Design',
  'Python',
  'Marketing',
  'Finance',
  'Operations',
  'Hardware',
  'Data',
  'Legal',
];
const STAGES = ['idea', 'validation', 'early_revenue', 'growth', 'scale'];
const TOPICS = ['funding', 'pilots', 'hiring', 'agritech', 'healthtech', 'gtm', 'grants', 'manufacturing'];

/** The members: users (enabled, Entrepreneur active), their role, profiles and a venture for one in three. */
export function membersSql(tenant: string, n: number, roleId: number): string[] {
  const city = (expr: string) =>
    pick(
      BENCH_CITIES.map((c) => c[0]),
      expr,
    );
  const state = (expr: string) =>
    pick(
      BENCH_CITIES.map((c) => c[1]),
      expr,
    );
  return [
    `INSERT INTO users (username, email, first_name, last_name, enabled, active_role, tnc_accepted, created_at)
     SELECT 'bm' || g, 'bm' || g || '@bench.test', ${pick(FIRST, 'g')}, ${pick(LAST, 'g / 12')} || ' ' || g,
            true, ${roleId}, true, now() - interval '60 days'
     FROM generate_series(1, ${n}) g`,
    `INSERT INTO user_roles (user_id, role_id)
     SELECT user_id, ${roleId} FROM users WHERE username LIKE 'bm%'`,
    `INSERT INTO user_profiles (tenant_id, user_id, headline, bio, city, state, languages, skills, visibility)
     SELECT '${tenant}', u.user_id,
            'Founder, ' || ${pick(BENCH_SECTORS, 'u.user_id')} || ' venture in ' || ${city('u.user_id / 3')},
            'Building for Bharat. Member number ' || u.user_id || '.',
            ${city('u.user_id / 3')}, ${state('u.user_id / 3')},
            jsonb_build_array('English', ${pick(['Hindi', 'Marathi', 'Tamil', 'Telugu', 'Kannada'], 'u.user_id')}),
            jsonb_build_array(${pick(SKILLS, 'u.user_id')}, ${pick(SKILLS, 'u.user_id / 10 + 3')}),
            '{}'::jsonb
     FROM users u WHERE u.username LIKE 'bm%'`,
    `INSERT INTO ventures (tenant_id, owner_user_id, name, stage, sector, state, city, pitch, visibility)
     SELECT '${tenant}', u.user_id, 'Venture ' || u.user_id, ${pick(STAGES, 'u.user_id / 7')},
            ${pick(BENCH_SECTORS, 'u.user_id')}, ${state('u.user_id / 3')}, ${city('u.user_id / 3')},
            'A bench venture.', 'members'
     FROM users u WHERE u.username LIKE 'bm%' AND u.user_id % 3 = 0`,
    `INSERT INTO venture_members (tenant_id, venture_id, user_id)
     SELECT tenant_id, venture_id, owner_user_id FROM ventures WHERE name LIKE 'Venture %' AND tenant_id = '${tenant}'`,
  ];
}

/** Circles owned by members, a mix of public and private, each member in `per` of them. */
export function circlesSql(tenant: string, v: CommunityVolume, firstUser: number): string[] {
  return [
    `INSERT INTO circles (tenant_id, name, description, visibility, owner_user_id, topics, last_activity_at)
     SELECT '${tenant}', ${pick(BENCH_SECTORS, 'g')} || ' circle ' || g, 'A bench circle.',
            CASE WHEN g % 5 = 0 THEN 'private' ELSE 'public' END,
            ${firstUser} + (g * 97) % ${v.members}, jsonb_build_array(${pick(TOPICS, 'g')}), now()
     FROM generate_series(1, ${v.circles}) g`,
  ];
}

export function circleMembersSql(tenant: string, v: CommunityVolume, firstUser: number, firstCircle: number): string {
  return `INSERT INTO circle_members (tenant_id, circle_id, user_id, role, status, joined_at)
    SELECT DISTINCT ON (c, u) '${tenant}', c, u, 'member', 'active', now()
    FROM (SELECT ${firstCircle} + ((g * 31 + k * 337) % ${v.circles}) AS c, ${firstUser} + g AS u
          FROM generate_series(0::bigint, ${v.members - 1}) g, generate_series(1::bigint, ${v.circlesPerMember}) k) s
    ON CONFLICT DO NOTHING`;
}

/** Each member asks `per` others (deterministic strides), all accepted; duplicate pairs are skipped. */
export function connectionsSql(tenant: string, v: CommunityVolume, firstUser: number): string {
  return `INSERT INTO connections (tenant_id, requester_id, addressee_id, status, responded_at)
    SELECT '${tenant}', ${firstUser} + g, ${firstUser} + (g + k * 7919 + k * k * 13) % ${v.members}, 'accepted', now()
    FROM generate_series(0::bigint, ${v.members - 1}) g, generate_series(1::bigint, ${v.connectionsPerMember}) k
    WHERE (g + k * 7919 + k * k * 13) % ${v.members} <> g
    ON CONFLICT DO NOTHING`;
}

export function followsSql(tenant: string, v: CommunityVolume, firstUser: number): string {
  return `INSERT INTO follows (tenant_id, follower_id, target_kind, target_id)
    SELECT '${tenant}', ${firstUser} + g, 'user', ${firstUser} + (g * 3 + k * 104729) % ${v.members}
    FROM generate_series(0::bigint, ${v.members - 1}) g, generate_series(1::bigint, ${v.followsPerMember}) k
    WHERE (g * 3 + k * 104729) % ${v.members} <> g
    ON CONFLICT DO NOTHING`;
}

/**
 * Posts spread over the last 90 days in id order (keyset by id is time order), authors spread over
 * every member, three in ten in a circle, with a topic each.
 */
export function postsSql(tenant: string, v: CommunityVolume, firstUser: number, firstCircle: number): string {
  return `INSERT INTO posts (tenant_id, author_id, circle_id, body_html, body_text, topics, created_at)
    SELECT '${tenant}', ${firstUser} + (g * 7919) % ${v.members},
           CASE WHEN g % 10 < 3 THEN ${firstCircle} + (g * 13) % ${v.circles} END,
           '<p>Update ' || g || ': our pilot in ' || ${pick(
             BENCH_CITIES.map((c) => c[0]),
             'g',
           )} || ' went well. #' || ${pick(TOPICS, 'g / 3')} || '</p>',
           'Update ' || g || ': our pilot in ' || ${pick(
             BENCH_CITIES.map((c) => c[0]),
             'g',
           )} || ' went well. #' || ${pick(TOPICS, 'g / 3')},
           jsonb_build_array(${pick(TOPICS, 'g / 3')}),
           now() - interval '90 days' + (g::float / ${v.posts}) * interval '90 days'
    FROM generate_series(1::bigint, ${v.posts}) g`;
}
