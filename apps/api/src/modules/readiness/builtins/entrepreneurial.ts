import type { TAssessmentDefinitionInput } from '@ankur/shared/schemas/readiness';
import { opts } from './options.ts';

/**
 * Entrepreneurial readiness: the person, not the idea. Eight dimensions a founder can work on
 * (motivation, resilience, risk appetite, opportunity recognition, execution, network and support,
 * financial readiness, learning orientation), asked through what people have done rather than how
 * they see themselves wherever that is possible.
 */
export const ENTREPRENEURIAL: TAssessmentDefinitionInput = {
  title: 'Entrepreneurial readiness',
  summary:
    'Where you stand as a founder: why you are doing this, how you handle setbacks and risk, how you spot opportunities and get things done, who stands with you, and whether your own finances give you room to try.',
  minutes: 10,
  scoring: 'weighted',
  dimensions: [
    {
      id: 'motivation',
      label: 'Motivation and commitment',
      description: 'A reason to build that will last through the hard years, and the time to act on it.',
      low_advice:
        'Your reason and your hours for the venture look thin for now. Write down, in one line, the problem you cannot stop thinking about and who has it; then block fixed hours each week for it and keep them for a month. If the pull is still there, it is real.',
      high_advice:
        'You know why you are doing this and you give it real time. Keep your one-line "why" where your team can see it: it will steady you and them when things get hard.',
      tags: ['founder stories', 'entrepreneurship', 'startup basics'],
    },
    {
      id: 'resilience',
      label: 'Resilience',
      description: 'Getting back up after a setback, and learning from criticism instead of fearing it.',
      low_advice:
        'Setbacks seem to hit you hard, which is human. Find two or three founders a little ahead of you and meet them monthly: hearing how others failed and recovered makes your own bad weeks smaller. After each setback, write three lines: what happened, what you learnt, what you will try next.',
      high_advice:
        'You bounce back and use criticism to improve. Share how you do it with newer founders in your circle: it helps them, and it keeps the habit strong in you.',
      tags: ['mentoring', 'peer support', 'founder wellbeing', 'founder stories'],
    },
    {
      id: 'risk',
      label: 'Risk appetite',
      description: 'Taking calculated risks: acting without full information, without betting everything.',
      low_advice:
        'Acting under uncertainty feels uncomfortable for you. Practise with small, cheap bets: a one-week experiment with a clear question, a fixed budget you can afford to lose, and a decision at the end. Small risks taken often build the muscle.',
      high_advice:
        'You take risks in measured doses. Keep setting a limit before each bet (money, months) so that one bad bet never ends the venture.',
      tags: ['lean startup', 'experiments', 'decision making'],
    },
    {
      id: 'opportunity',
      label: 'Opportunity recognition',
      description: 'Seeing problems worth solving, close to the people who have them, and testing ideas early.',
      low_advice:
        'Your ideas are not yet close enough to the people who would use them. Spend a day with them at their work — a shop, a farm, a clinic — and write down every complaint you hear. Then test one idea with ten of them before building anything.',
      high_advice:
        'You find problems where people live and work, and you test ideas quickly. Keep a running list of problems you hear: your next pivot or product often comes from it.',
      tags: ['customer discovery', 'ideation', 'design thinking', 'problem discovery'],
    },
    {
      id: 'execution',
      label: 'Execution',
      description: 'Finishing what you start, with weekly goals and something real to show.',
      low_advice:
        'Ideas are outrunning finished work. Pick one small thing you can finish in two weeks — a landing page, ten customer calls, a paper prototype — and finish it. Set three goals every Monday and check them every Friday.',
      high_advice:
        'You finish things and people use them. As the team grows, write your weekly goals where everyone sees them, so that your habit becomes the team’s.',
      tags: ['mvp', 'goal setting', 'productivity', 'execution'],
    },
    {
      id: 'network',
      label: 'Network and support',
      description: 'Family backing, a co-founder, mentors and a community around you.',
      low_advice:
        'You are carrying this mostly alone. Join one founders’ community (an incubator, a startup meetup, your college E-cell) this month, and ask one experienced founder to be your mentor for an hour a month. Talk to your family about your plan and your timeline: their backing matters.',
      high_advice:
        'People stand with you — family, mentors, peers. Ask them for specific help (an introduction, a review of your pricing), not just encouragement: a network is strongest when it is used.',
      tags: ['mentoring', 'co-founder', 'networking', 'incubator', 'founders meetup'],
    },
    {
      id: 'finance',
      label: 'Personal financial readiness',
      description: 'Months you can live without a salary, your household’s dependence on you, money basics.',
      low_advice:
        'Your personal finances leave little room to try. That does not mean stop: it means plan. Work out your household’s monthly need, build six months of it, or keep part-time income while you validate the idea. Learn to read a cash-flow plan: a free template in the library helps.',
      high_advice:
        'You have room to take the leap and you understand the numbers. Decide now how many months you will give the venture before you review, and keep your personal and company money apart from day one.',
      tags: ['cash flow', 'bootstrapping', 'personal finance', 'seed fund'],
    },
    {
      id: 'learning',
      label: 'Learning orientation',
      description: 'Learning from customers, data and other founders, and changing course when the facts say so.',
      low_advice:
        'You are not yet learning from the market as fast as you could. Each week, ask two customers one question you do not know the answer to, and read or watch one thing from a founder who has done what you are trying to do.',
      high_advice:
        'You learn from customers and data and change course when you should. Keep a short decision log — what you believed, what you learnt, what you changed — investors love to see it.',
      tags: ['lean startup', 'book notes', 'workshops', 'learning'],
    },
  ],
  sections: [
    {
      id: 'why',
      title: 'Why you, why now',
      intro: 'There are no right answers here: answer as things are today, not as you would like them to be.',
      questions: [
        {
          id: 'venture_in_a_line',
          prompt: 'In one or two sentences, what do you want to build, and for whom?',
          help: 'For example: "A WhatsApp service that tells onion farmers in Nashik the best mandi price each morning."',
          type: 'text',
          dimension: null,
        },
        {
          id: 'why_start',
          prompt: 'What is the main reason you want to start this venture?',
          type: 'choice',
          dimension: 'motivation',
          options: opts(
            ['lived_problem', 'A problem I have lived or seen up close, and want to fix', 1],
            ['market_gap', 'A gap in a market I know well, that I can serve better', 0.9],
            ['independence', 'To be my own boss and build something of my own', 0.6],
            ['no_other_option', 'I need an income and a job is not an option right now', 0.4],
            ['trend', 'Startups are exciting and many people are doing it', 0],
          ),
        },
        {
          id: 'hours_per_week',
          prompt: 'How many hours a week do you spend on the venture today?',
          help: 'Count the hours you actually spent last week, including evenings and weekends.',
          type: 'number',
          dimension: 'motivation',
          number: {
            min: 0,
            max: 120,
            unit: 'hours a week',
            bands: [
              { upto: 4, score: 0 },
              { upto: 15, score: 0.4 },
              { upto: 30, score: 0.7 },
              { upto: null, score: 1 },
            ],
          },
        },
        {
          id: 'five_years',
          prompt: 'If it took five years before the venture paid you a full salary, how would you feel?',
          type: 'scale',
          dimension: 'motivation',
          scale: { points: 5, min_label: 'I could not carry on', max_label: 'I would keep going' },
        },
        {
          id: 'stage_now',
          prompt: 'Where are you today?',
          help: 'This helps us suggest the right next steps; it does not change your score.',
          type: 'choice',
          dimension: null,
          options: opts(
            ['student', 'Studying, building on the side', 0],
            ['employed', 'In a job, building on the side', 0],
            ['full_time', 'Working on the venture full-time', 0],
            ['running_business', 'Already running a business or a family business', 0],
          ),
        },
      ],
    },
    {
      id: 'setbacks',
      title: 'Setbacks and risk',
      intro: 'Every founder meets failure and uncertainty. These questions are about how you meet them.',
      questions: [
        {
          id: 'bounce_back',
          prompt: 'When a plan fails, how quickly are you back at work on the next attempt?',
          type: 'scale',
          dimension: 'resilience',
          scale: { points: 5, min_label: 'It knocks me out for weeks', max_label: 'Within a day or two' },
        },
        {
          id: 'hardest_setback',
          prompt:
            'Think of your hardest setback in the last three years (an exam, a job, a project). What did you do next?',
          type: 'choice',
          dimension: 'resilience',
          options: opts(
            ['tried_differently', 'Worked out what went wrong and tried again differently', 1],
            ['tried_same', 'Tried again the same way', 0.5],
            ['moved_on', 'Moved on to something else', 0.3],
            ['gave_up', 'Gave up and avoided anything like it since', 0],
          ),
        },
        {
          id: 'criticism',
          prompt: 'A customer or mentor says your idea will never work. What do you usually do?',
          type: 'choice',
          dimension: 'resilience',
          options: opts(
            ['ask_why', 'Ask questions to understand why, then decide what to change', 1],
            ['defend', 'Explain why they are wrong', 0.3],
            ['discouraged', 'Feel discouraged for days', 0],
          ),
        },
        {
          id: 'half_information',
          prompt: 'How comfortable are you making an important decision with only half the information you want?',
          type: 'scale',
          dimension: 'risk',
          scale: { points: 5, min_label: 'Very uncomfortable', max_label: 'Comfortable' },
        },
        {
          id: 'own_money',
          prompt: 'Would you put your own money into the venture?',
          type: 'choice',
          dimension: 'risk',
          options: opts(
            ['set_amount', 'Yes, a fixed amount I can afford to lose', 1],
            ['everything', 'Yes, everything I have', 0.4],
            ['after_others', 'Only after someone else invests', 0.3],
            ['never', 'No, never', 0],
          ),
        },
      ],
    },
    {
      id: 'doing',
      title: 'Spotting opportunities and getting things done',
      questions: [
        {
          id: 'idea_sources',
          prompt: 'Where have your business ideas come from? Choose all that apply.',
          type: 'multi',
          dimension: 'opportunity',
          options: opts(
            ['customers', 'Conversations with customers or users', 1],
            ['inside_industry', 'Working inside an industry or a trade', 1],
            ['own_problem', 'Problems I face myself', 0.8],
            ['trends', 'News, reports and trends', 0.5],
            ['copy_abroad', 'Something that works abroad', 0.4],
            ['not_looked', 'I have not really looked yet', 0],
          ),
        },
        {
          id: 'ideas_tested',
          prompt: 'How many ideas have you tested with real people (not only thought about) in the last year?',
          type: 'number',
          dimension: 'opportunity',
          number: {
            min: 0,
            max: 100,
            unit: 'ideas',
            bands: [
              { upto: 0, score: 0 },
              { upto: 1, score: 0.5 },
              { upto: 3, score: 0.8 },
              { upto: null, score: 1 },
            ],
          },
        },
        {
          id: 'know_their_day',
          prompt: 'How well do you know the daily work of the people you want to serve?',
          type: 'scale',
          dimension: 'opportunity',
          scale: { points: 5, min_label: 'Only from outside', max_label: 'I have done their work' },
        },
        {
          id: 'finished_before',
          prompt:
            'Have you started and finished something on your own initiative — a side business, an event, a club, an app?',
          type: 'choice',
          dimension: 'execution',
          options: opts(
            ['several_with_users', 'Yes, more than once, and people used or paid for it', 1],
            ['once', 'Yes, once', 0.6],
            ['started_only', 'I started some but finished none', 0.2],
            ['not_yet', 'Not yet', 0],
          ),
        },
        {
          id: 'weekly_goals',
          prompt: 'How often do you set goals for the week and check them at its end?',
          type: 'scale',
          dimension: 'execution',
          scale: { points: 5, min_label: 'Never', max_label: 'Every week' },
        },
        {
          id: 'can_do_myself',
          prompt: 'Which of these can you do yourself today? Choose all that apply.',
          help: 'Not scored: it tells us which help to suggest.',
          type: 'multi',
          required: false,
          dimension: null,
          options: opts(
            ['sell', 'Sell to a customer', 0],
            ['build', 'Build the product (code, design or make it)', 0],
            ['accounts', 'Keep accounts and a cash-flow plan', 0],
            ['hire', 'Hire and lead people', 0],
            ['marketing', 'Market online (social media, WhatsApp, ads)', 0],
          ),
        },
      ],
    },
    {
      id: 'people',
      title: 'People around you',
      questions: [
        {
          id: 'family',
          prompt: 'How does your family see your plan to build a venture?',
          type: 'choice',
          dimension: 'network',
          options: opts(
            ['backing', 'They back me, even if I earn less for a while', 1],
            ['worried', 'They support me but are worried', 0.6],
            ['not_told', 'They do not know yet', 0.3],
            ['against', 'They are against it', 0],
          ),
        },
        {
          id: 'cofounder',
          prompt: 'Who are you building this with?',
          type: 'choice',
          dimension: 'network',
          options: opts(
            ['complementary', 'A co-founder whose skills complement mine', 1],
            ['similar', 'Co-founders with skills much like mine', 0.6],
            ['looking', 'Alone for now, looking for a co-founder', 0.4],
            ['alone', 'Alone, and not looking', 0],
          ),
        },
        {
          id: 'mentor',
          prompt: 'Is there someone who has built a business whom you can call for advice?',
          type: 'choice',
          dimension: 'network',
          options: opts(
            ['regular', 'Yes, and we speak regularly', 1],
            ['sometimes', 'Yes, now and then', 0.6],
            ['not_asked', 'I know such people but have not asked', 0.3],
            ['no', 'No', 0],
          ),
        },
        {
          id: 'community',
          prompt: 'Which of these have you been part of in the last year? Choose all that apply.',
          type: 'multi',
          dimension: 'network',
          weight: 0.5,
          options: opts(
            ['incubator', 'An incubator or accelerator', 1],
            ['meetups', 'Startup meetups or events', 1],
            ['ecell', 'A college E-cell or entrepreneurship club', 0.8],
            ['online', 'Founders’ WhatsApp groups or online communities', 0.7],
            ['none', 'None of these', 0],
          ),
        },
        {
          id: 'customers_by_name',
          prompt: 'How many possible customers could you contact by name this week?',
          type: 'number',
          dimension: 'network',
          number: {
            min: 0,
            max: 10000,
            unit: 'people',
            bands: [
              { upto: 0, score: 0 },
              { upto: 5, score: 0.4 },
              { upto: 20, score: 0.8 },
              { upto: null, score: 1 },
            ],
          },
        },
      ],
    },
    {
      id: 'money_learning',
      title: 'Money and learning',
      questions: [
        {
          id: 'months_without_salary',
          prompt: 'Without a salary, for how many months could you cover your own and your household’s expenses?',
          help: 'From savings, a partner’s income or family support — whatever you can honestly count on.',
          type: 'number',
          dimension: 'finance',
          number: {
            min: 0,
            max: 120,
            unit: 'months',
            bands: [
              { upto: 0, score: 0 },
              { upto: 3, score: 0.3 },
              { upto: 6, score: 0.6 },
              { upto: 12, score: 0.9 },
              { upto: null, score: 1 },
            ],
          },
        },
        {
          id: 'household_dependence',
          prompt: 'How much of your household’s monthly expenses (rent, EMIs, school fees) depend on your income?',
          type: 'choice',
          dimension: 'finance',
          options: opts(
            ['little', 'None or very little', 1],
            ['half', 'About half', 0.5],
            ['most', 'Most or all of it', 0],
          ),
        },
        {
          id: 'read_numbers',
          prompt: 'How comfortable are you reading a profit-and-loss statement and a cash-flow plan?',
          type: 'scale',
          dimension: 'finance',
          scale: { points: 5, min_label: 'Not at all', max_label: 'Very comfortable' },
        },
        {
          id: 'how_learnt',
          prompt: 'How have you learnt something new for your venture in the last three months? Choose all that apply.',
          type: 'multi',
          dimension: 'learning',
          options: opts(
            ['experiments', 'Trying things and measuring what happened', 1],
            ['founders', 'Asking founders who have done it', 1],
            ['workshops', 'Workshops, clinics or incubator sessions', 0.8],
            ['courses', 'Books, courses or videos', 0.7],
            ['no_time', 'I have not had time to learn', 0],
          ),
        },
        {
          id: 'changed_plan',
          prompt: 'How often have you changed your plan because of what customers or numbers told you?',
          type: 'scale',
          dimension: 'learning',
          scale: { points: 5, min_label: 'Never', max_label: 'Often' },
        },
        {
          id: 'wrong_belief',
          prompt: 'What is one thing you believed about your idea that turned out to be wrong?',
          help: 'Optional. Not scored: it often shows how far you have come.',
          type: 'text',
          required: false,
          dimension: null,
        },
      ],
    },
  ],
};
