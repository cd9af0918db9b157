import type { TAssessmentDefinitionInput, TQuestion, TSection } from '@ankur/shared/schemas/readiness';
import { YES_PARTLY_NO } from './options.ts';

/**
 * Technology readiness: the nine Technology Readiness Levels as NASA defined them and the European
 * Union and India's Department of Science and Technology use them, in plain words. Each level is a
 * step with one "Have you …?" question (yes 1, partly 0.5, not yet 0) and the evidence for it.
 * Scoring 'levels': the level reached is the highest one that, with every level below it, is at
 * least partly done. Levels 1–3 score research, 4–5 development, 6–7 validation, 8–9 deployment.
 */

type LevelDimension = 'research' | 'development' | 'validation' | 'deployment';

interface Level {
  title: string;
  intro: string;
  prompt: string;
  help: string;
  evidence: string;
  dimension: LevelDimension;
}

const LEVELS: Level[] = [
  {
    title: 'TRL 1 · Basic principles observed',
    intro: 'The science or engineering your technology rests on has been observed and written about.',
    prompt:
      'Have you identified the scientific or engineering principles your technology relies on, and found them reported (papers, patents, textbooks) or observed them yourself?',
    help: 'For example: a published finding that a plant extract slows the growth of a fungus on grapes.',
    evidence: 'Which papers, patents or observations? Give references or links.',
    dimension: 'research',
  },
  {
    title: 'TRL 2 · Technology concept formulated',
    intro: 'The principles have been turned into an idea of a practical application.',
    prompt:
      'Have you written down how those principles would be used — the concept of the product or process, what it should do, and for whom?',
    help: 'Still on paper: a concept note, a design sketch, a simulation plan. Nothing needs to be built yet.',
    evidence: 'Where is the concept described (a concept note, a proposal, a patent draft)?',
    dimension: 'research',
  },
  {
    title: 'TRL 3 · Proof of concept',
    intro: 'The key function has been shown to work by analysis and experiment.',
    prompt:
      'Have you shown in a lab, on a bench or in code that the critical function works, with measurements or calculations to back it?',
    help: 'For example: a coating tested on ten samples in a college lab; an algorithm run on a public data set with its accuracy measured.',
    evidence: 'What did you test, where, and what did you measure?',
    dimension: 'research',
  },
  {
    title: 'TRL 4 · Validated in the lab',
    intro: 'The basic parts work together, in a rough form, in the lab.',
    prompt:
      'Have you put the key components together and tested them working as a whole in a lab (a low-fidelity, "breadboard" prototype)?',
    help: 'The parts may be off-the-shelf, hand-made or bulky: what matters is that they work together.',
    evidence: 'Describe the lab prototype and the tests it passed.',
    dimension: 'development',
  },
  {
    title: 'TRL 5 · Validated in a relevant environment',
    intro: 'The integrated parts have been tested in conditions close to real use.',
    prompt:
      'Have you tested the integrated components in conditions close to real use — real samples, field-like conditions, real data — not only ideal lab conditions?',
    help: 'For example: a sensor tested in a cold-storage room at 4 °C and 90% humidity; software run on real, messy customer data.',
    evidence: 'What conditions did you test in, and what were the results?',
    dimension: 'development',
  },
  {
    title: 'TRL 6 · Demonstrated in a relevant environment',
    intro: 'A prototype close to the final design works in a relevant environment.',
    prompt:
      'Have you demonstrated a prototype close to the final system — its size, its materials, its software — working in a relevant environment?',
    help: 'This is often the first prototype shown to investors, partners or a grant committee.',
    evidence: 'Where was it demonstrated, to whom, and how did it perform?',
    dimension: 'validation',
  },
  {
    title: 'TRL 7 · Prototype in the operational environment',
    intro: 'A near-final prototype runs where it will actually be used.',
    prompt:
      'Has a near-final prototype run in the actual place of use — a farm, a hospital ward, a factory line, users’ phones — with real users?',
    help: 'A pilot with a customer usually belongs here: real place, real users, near-final product.',
    evidence: 'Which pilot, with whom, for how long, and with what results?',
    dimension: 'validation',
  },
  {
    title: 'TRL 8 · System complete and qualified',
    intro: 'The final system is built and has passed the tests and approvals it needs.',
    prompt:
      'Is the final system complete, and has it passed the tests, certifications or approvals it needs (for example BIS, CDSCO, ARAI, a security audit)?',
    help: 'If no certification applies, count the final acceptance tests your customers or you require.',
    evidence: 'Which certifications, approvals or acceptance tests has it passed?',
    dimension: 'deployment',
  },
  {
    title: 'TRL 9 · Proven in operation',
    intro: 'The actual system is in routine use and has a track record.',
    prompt:
      'Is the final system in routine use by paying customers, with a track record over time (uptime, yields, outcomes)?',
    help: 'For example: installed at twenty dairies for a year, or used daily by a few thousand paying users.',
    evidence: 'Who uses it, since when, and what does its track record show?',
    dimension: 'deployment',
  },
];

const levelSection = (level: Level, n: number): TSection => {
  const questions: TQuestion[] = [
    {
      id: `trl${n}_done`,
      prompt: level.prompt,
      help: level.help,
      type: 'choice',
      required: true,
      options: YES_PARTLY_NO,
      dimension: level.dimension,
      weight: 1,
    },
    {
      id: `trl${n}_evidence`,
      prompt: level.evidence,
      help: 'Optional, and not scored: evidence makes your result credible to mentors, grant committees and investors.',
      type: 'text',
      required: false,
      options: [],
      dimension: null,
      weight: 1,
    },
  ];
  return { id: `trl${n}`, title: level.title, intro: level.intro, questions };
};

export const TECHNOLOGY: TAssessmentDefinitionInput = {
  title: 'Technology readiness',
  summary:
    'Which of the nine Technology Readiness Levels (TRL) your technology has reached — from principles observed to a system proven in use — with the evidence for each, as NASA, the EU and India’s DST use them.',
  minutes: 12,
  scoring: 'levels',
  dimensions: [
    {
      id: 'research',
      label: 'Research (TRL 1–3)',
      description: 'The science is understood, the concept written down, and the key function proven.',
      low_advice:
        'The research base needs work before building. Collect the papers or patents your idea rests on, write a two-page concept note, and find a lab — a college, an IIT or CSIR institute, an incubator’s maker space — to test the one function everything depends on.',
      high_advice:
        'Your research base is solid: the principle is known and the key function proven. Keep your lab notebooks and data: grant committees and patent attorneys will ask for them.',
      tags: ['research', 'proof of concept', 'IP', 'patents', 'deep tech'],
    },
    {
      id: 'development',
      label: 'Development (TRL 4–5)',
      description: 'The parts work together in the lab and in conditions close to real use.',
      low_advice:
        'The parts have not yet been proven together. Build a rough lab prototype of the whole system and test it against measurable targets; then test it again in conditions as close to the field as you can. Grants such as BIRAC BIG or NIDHI-PRAYAS fund exactly this stage.',
      high_advice:
        'Your prototype works in conditions close to real use. Now fix the design choices for a field prototype and line up a pilot partner early: pilots take months to arrange.',
      tags: ['prototype', 'product development', 'grants', 'hardware'],
    },
    {
      id: 'validation',
      label: 'Validation (TRL 6–7)',
      description: 'A near-final prototype demonstrated, and run where it will be used.',
      low_advice:
        'The technology has not yet been shown in the real place of use. Find one pilot partner — a hospital, a farmer-producer company, a factory — agree a short pilot with clear success measures, and record the results carefully.',
      high_advice:
        'Your prototype has worked in the real world. Turn the pilot results into a short report with numbers: it is your strongest sales and fundraising document.',
      tags: ['pilot', 'pilots', 'field trials', 'first pilot'],
    },
    {
      id: 'deployment',
      label: 'Deployment (TRL 8–9)',
      description: 'The final system qualified and in routine use with a track record.',
      low_advice:
        'The system is not yet qualified or in routine use. List every certification and approval your customers will require (BIS, CDSCO, ARAI, an audit), the time and cost of each, and plan manufacturing or hosting for the first paying customers.',
      high_advice:
        'Your technology is proven in operation. The questions now are about scale: manufacturing, service, cost reduction and the next markets.',
      tags: ['certification', 'BIS', 'manufacturing', 'hardware', 'scale-up'],
    },
  ],
  sections: LEVELS.map((level, i) => levelSection(level, i + 1)),
};
