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
};

export type TenantsMessages = typeof en;
export default en;
