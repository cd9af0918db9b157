/**
 * English texts of the "tenants" namespace: the onboarding pages /for-organisation and
 * /for-institution. hi.ts has the same keys (its type is derived from this object).
 */
const en = {
  /** The kinds of space (tenant_type), as their own name. */
  type: {
    organisation: 'Organisation',
    incubator: 'Incubator',
    event: 'Event',
    institution: 'Institution',
  },
  typeHint: {
    organisation: 'A company, network, foundation or association.',
    incubator: 'An incubator or accelerator running cohorts of start-ups.',
    event: 'A summit, hackathon or festival with its own programme.',
    institution: 'A university, college or school.',
  },
  intro: {
    eyebrow: {
      organisation: 'For organisations',
      institution: 'For institutions',
    },
    heading: {
      organisation: "Bring your organisation's programmes to {{brand}}",
      institution: 'Give your campus a home for innovation on {{brand}}',
    },
    lead: {
      organisation:
        'Incubators, accelerators, companies, networks and event organisers use their own space to bring their people together, run programmes and events, and open the wider start-up ecosystem to everyone they support.',
      institution:
        'Universities, colleges and schools use their own space to run entrepreneurship cells, incubation programmes and innovation challenges, and to connect students with mentors, investors and the wider start-up community.',
    },
    benefits: {
      look: {
        title: 'A space that looks like you',
        body: 'Your own address on {{brand}}, with your name, logo and colours on every page your members open.',
      },
      people: {
        title: 'Your people, your roles',
        body: {
          organisation:
            'Invite your team, founders and mentors by e-mail, give each a role, and suspend or remove access when things change.',
          institution:
            'Invite your students, faculty and mentors by e-mail, give each a role, and suspend or remove access when things change.',
        },
      },
      programmes: {
        title: {
          organisation: 'Programmes, events and challenges',
          institution: 'Programmes for your campus',
        },
        body: {
          organisation: 'Run cohorts and courses, host events and competitions, and follow how your founders progress.',
          institution:
            'Run entrepreneurship courses, idea and readiness assessments and incubation cohorts for your campus.',
        },
      },
      ecosystem: {
        title: 'Connected to the whole ecosystem',
        body: 'Members keep the hubs, mentors, funding and community of {{brand}}; moving between your space and the main platform is one click.',
      },
    },
    steps: {
      name: 'Name your space below.',
      invite: 'Invite your people from its admin center.',
      open: 'Open your programmes to them.',
    },
  },
  /** Signed out: the card in the form's place. */
  signIn: {
    title: {
      organisation: "Create your organisation's space",
      institution: "Create your institution's space",
    },
    body: 'Sign in to {{brand}}, or create a free account, and you can set up your space in a couple of minutes. You become its administrator and invite your people from there.',
    signIn: 'Sign in to continue',
    register: 'Create an account',
  },
  form: {
    title: {
      organisation: 'Set up your space',
      institution: 'Set up your institution',
    },
    name: 'Name',
    slug: 'Web address',
    slugHint: 'Your space will be at <address>{{address}}</address>',
    useName: 'Use the name',
    type: 'Type',
    logo: 'Logo address (optional)',
    logoHint: 'A link to a square PNG, SVG or JPEG image.',
    colours: 'Brand colours',
    useColours: 'Use my brand colours (optional)',
    primary: 'Primary colour',
    accent: 'Accent colour',
    submit: {
      organisation: 'Create organisation',
      incubator: 'Create incubator',
      event: 'Create event',
      institution: 'Create institution',
    },
    submitting: 'Creating…',
  },
  /** A user without a role yet (temp) cannot create a space. */
  tempRole: {
    title: 'Pick your role first',
    body: 'Your account does not have a role yet. Choose the one that describes you, then come back to set up your space.',
    action: 'Choose your role',
  },
  created: {
    title: '{{name}} is ready',
    description: 'Invite your people from its admin center.',
    openFailed: '{{name}} was created, but we could not open it: {{error}}',
  },
  /** The form's problems (onboarding.ts names them) and the server's answers. */
  errors: {
    nameShort: 'Enter the name, at least {{min}} characters.',
    nameLong: 'Keep the name to {{max}} characters or fewer.',
    slugRequired: 'Choose a web address.',
    slugLong: 'Keep the web address to {{max}} characters or fewer.',
    slugPattern: 'Use lower-case letters, digits and hyphens only, starting and ending with a letter or digit.',
    logoUrl: 'Enter a full web address, starting with https://',
    colour: 'Pick a colour.',
    check: 'Check the form.',
    taken: 'This web address is already taken. Choose another.',
    createFailed: 'Could not create it. Please try again.',
  },
  /** The words the tenant screens share. */
  common: {
    status: 'Status',
    role: 'Role',
    actions: 'Actions',
    all: 'All',
    tryAgain: 'Try again',
    pleaseTryAgain: 'Please try again.',
    createAccount: 'Create an account',
  },
  /** A member's or an invitation's state, as its badge and filter show it. */
  status: {
    active: 'Active',
    suspended: 'Suspended',
    pending: 'Pending',
    accepted: 'Accepted',
    revoked: 'Revoked',
    expired: 'Expired',
  },
  /** The tenant's admin center (/t/.../admin-center). */
  admin: {
    title: '{{name}} admin center',
    intro: 'Manage who belongs here, how they join, and how your space looks.',
    sections: '{{name}} admin sections',
    tabs: {
      members: {
        label: 'Members',
        intro: 'Everyone who belongs here: their roles and whether they can sign in.',
      },
      invitations: {
        label: 'Invitations',
        intro: 'Invite people by e-mail and follow what became of each invitation.',
      },
      branding: { label: 'Branding', intro: 'The name, logo and colours your members see.' },
    },
    notAdmin: {
      title: 'You are not an administrator of this organisation',
      goTo: 'Go to {{name}}',
      bodyWithRole:
        'Your role in {{name}} is {{role}}, which does not include its admin center. Ask one of its administrators if you need to manage members or branding.',
      body: 'Your role here does not include its admin center. Ask one of its administrators if you need to manage members or branding.',
    },
  },
  members: {
    loadError: 'Could not load the members.',
    label: 'Members',
    member: 'Member',
    joined: 'Joined',
    you: '(you)',
    roleOf: 'Role of {{name}}',
    suspend: 'Suspend',
    reactivate: 'Reactivate',
    remove: 'Remove {{name}}',
    suspended: '{{name}} is suspended.',
    reactivated: '{{name}} is active again.',
    roleChanged: "{{name}}'s role is changed.",
    changeFailed: 'Could not change {{name}}',
    removed: '{{name}} is no longer a member of {{tenant}}.',
    emptyFiltered: 'No member matches these filters.',
    empty: 'No members yet. Invite the first ones.',
    search: 'Search members',
    searchPlaceholder: 'Search by name or e-mail',
    confirmTitle: 'Remove {{name}}?',
    confirmTitleAny: 'Remove member?',
    confirmLabel: 'Remove member',
    removeFailed: 'Could not remove this member.',
    confirmBody:
      'They lose access to {{tenant}} and everything in it at once. Their account on the main platform stays as it is, and you can invite them again later.',
  },
  invitations: {
    loadError: 'Could not load the invitations.',
    label: 'Invitations',
    formTitle: 'Invite someone',
    formIntro_one:
      'We e-mail them a personal link. It works only for that address and expires after {{count}} day. The link cannot be copied from here.',
    formIntro_other:
      'We e-mail them a personal link. It works only for that address and expires after {{count}} days. The link cannot be copied from here.',
    email: 'E-mail address',
    rolesFailed: 'Roles did not load',
    rolesLoading: 'Loading roles…',
    send: 'Send invitation',
    sending: 'Sending…',
    sent: 'Invitation sent to {{email}}',
    sentDescription: 'The link is in their inbox.',
    sendFailed: 'Could not send the invitation. Please try again.',
    chooseRole: 'Choose a role.',
    emailInvalid: 'Enter an e-mail address, like name@example.org.',
    revoked: 'The invitation to {{email}} is revoked.',
    emailColumn: 'E-mail',
    sentColumn: 'Sent',
    by: 'by {{name}}',
    expires: 'Expires',
    revoke: 'Revoke',
    revokeLabel: 'Revoke the invitation to {{email}}',
    empty: 'No invitations yet.',
    emptyStatus: {
      pending: 'No pending invitations.',
      accepted: 'No accepted invitations.',
      revoked: 'No revoked invitations.',
      expired: 'No expired invitations.',
    },
    confirmTitle: 'Revoke this invitation?',
    confirmLabel: 'Revoke invitation',
    revokeFailed: 'Could not revoke the invitation.',
    confirmBody: 'The link sent to <email>{{email}}</email> stops working at once. You can invite them again later.',
  },
  branding: {
    nameInvalid: 'Enter a name of 2 to 120 characters.',
    logoInvalid: 'Enter a full web address, starting with https://',
    colourInvalid: 'Use a colour like #1a6b3c, or leave it empty for the default.',
    colourHint: 'Leave empty to use the platform colour.',
    picker: '{{label}} picker',
    darker: 'White text is hard to read on this colour, so buttons use a darker shade ({{shade}}).',
    saved: 'Branding saved',
    savedDescription: 'Members see it on their next page.',
    displayName: 'Display name',
    logo: 'Logo address',
    logoHint: 'A link to a square image. Leave empty to show initials.',
    primary: 'Primary colour',
    accent: 'Accent colour',
    saveFailed: 'Could not save the branding. Please try again.',
    save: 'Save',
    saving: 'Saving…',
    undo: 'Undo changes',
    preview: 'Preview',
    edition: 'Limited Release Edition',
    welcome: 'Welcome to {{name}}',
    links: 'Links and highlights use your primary colour.',
    primaryButton: 'Primary button',
    outlineButton: 'Outline button',
    accentBadge: 'Accent',
  },
  /** /invitations/:token, the link an invitation e-mail carries. */
  invitation: {
    refused: {
      forbidden: {
        title: 'This invitation is for another e-mail address',
        body: 'Sign in with the address the invitation was sent to, then open the link again.',
      },
      notFound: {
        title: 'This invitation link is not valid',
        body: 'Check that the whole link from the e-mail was opened, or ask for a new invitation.',
      },
      used: {
        title: 'This invitation can no longer be used',
        body: 'It has already been accepted or was withdrawn. Ask an administrator of the organisation for a new one.',
      },
      expired: {
        title: 'This invitation has expired',
        body: 'Invitations last a limited time. Ask an administrator of the organisation to send you a new one.',
      },
    },
    openFailed: 'We could not open this invitation',
    homePage: 'Go to the home page',
    connection: 'Check your connection and try again.',
    joined: 'You joined {{name}}',
    open: 'Open {{name}}',
    joinedOpenFailed: 'We could not open it just now: {{error}}',
    heading: 'You are invited to join {{name}}',
    role: 'Role',
    sentTo: 'Sent to',
    validUntil: 'Valid until',
    joining: 'Joining…',
    accept: 'Accept and join {{name}}',
    signedInAs: 'You are signed in as {{email}}. The invitation works only for the address it was sent to.',
    signIn: 'Sign in to accept',
    useAddress: 'Use the e-mail address the invitation was sent to. You come back to this page afterwards.',
  },
  /** A member's home inside a tenant. */
  home: {
    apps: {
      programs: { label: 'Programs and courses', description: 'Learning programs, their courses and your progress.' },
      events: { label: 'Events', description: 'Sessions, meet-ups and demo days to join.' },
      competitions: { label: 'Competitions', description: 'Challenges to enter and their results.' },
      community: { label: 'Community', description: 'The people, groups and conversations here.' },
    },
    accessLoading: 'Loading what your role can open…',
    accessFailed: 'Your permissions here did not load. Reload the page to try again.',
    noApps: 'Your role in {{name}} does not open any programs or hubs yet. Ask one of its administrators for access.',
    welcome: 'Welcome to {{name}}',
    asRole: 'You are here as {{role}}.',
    asMember: 'You are a member here.',
    inside: 'Everything you open from this page happens inside {{name}}.',
    leave: 'Leave {{name}}',
    administer: 'You administer {{name}}: invite members, give them roles and set its look.',
    openAdmin: 'Open the admin center',
    whatYouCanDo: 'What you can do here',
  },
  /** The states a tenant page can be in besides "ready" (components/tenant-gate.tsx). */
  gate: {
    notMember: 'You are not a member of this organisation',
    mainPlatform: 'Go to the main platform',
    ownOrganisation: 'Set up your own organisation',
    notMemberBody:
      '<name>{{name}}</name> is not one of your organisations. If you were invited, open the link in your invitation e-mail; otherwise ask one of its administrators to invite you.',
    openFailed: 'We could not open this organisation',
    somethingWrong: 'Something went wrong. Please try again.',
  },
  logo: '{{name}} logo',
  /** "Continue in <tenant>?" on the main platform. */
  resume: {
    label: 'Continue in {{name}}',
    question: 'Continue in {{name}}?',
    lead: ' Pick up where you left off last time.',
    action: 'Continue',
    dismiss: 'Dismiss',
  },
};

export type TenantsMessages = typeof en;
export default en;
