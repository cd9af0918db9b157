import type { TAssessmentDefinitionInput } from '@ankur/shared/schemas/readiness';
import { opts } from './options.ts';

/**
 * Idea readiness: problem, customer, solution, market, competition (issue 24), one step each.
 * The questions ask for evidence — interviews done, money paid, alternatives studied — because a
 * founder's belief in an idea is not a measure of it.
 */
export const IDEA: TAssessmentDefinitionInput = {
  title: 'Idea readiness',
  summary:
    'How well your idea stands on evidence: a real problem, a customer who will pay, a solution they want, a market worth the effort, and an honest look at the alternatives.',
  minutes: 12,
  scoring: 'weighted',
  dimensions: [
    {
      id: 'problem',
      label: 'Problem',
      description: 'A frequent, painful problem that people already spend money or time on.',
      low_advice:
        'The problem is not yet proven. Before building more, talk to fifteen people who should have it: ask how they deal with it today, how often, and what it costs them. If few of them spend money or time on it, look for a sharper problem nearby.',
      high_advice:
        'You have shown a real, painful problem. Keep the customers’ own words from your interviews: they make the best first slide of any pitch.',
      tags: ['customer discovery', 'problem discovery', 'customer interviews'],
    },
    {
      id: 'customer',
      label: 'Customer',
      description: 'A specific first customer, spoken to often, who has shown they will pay.',
      low_advice:
        'Your customer is still a guess. Name one narrow segment (for example "kirana owners in Indore with 1–3 staff"), hold twenty conversations using a simple interview script, and ask for a pre-order or a deposit: a payment says more than praise.',
      high_advice:
        'You know who your customer is and they have shown they will pay. Turn your early customers into references and case studies: they open the next hundred doors.',
      tags: ['customer discovery', 'customer interviews', 'early adopters', 'pricing'],
    },
    {
      id: 'solution',
      label: 'Solution',
      description: 'A solution customers have tried, clearly better than what they do today, that you can deliver.',
      low_advice:
        'The solution is ahead of the evidence. Build the smallest thing that tests your key promise — a paper prototype, a WhatsApp service run by hand, a clickable mock-up — and put it in front of five customers within a month.',
      high_advice:
        'Customers have tried your solution and want it. Now write down the one thing it must keep doing better than anything else, and protect it as the product grows.',
      tags: ['mvp', 'prototype', 'product-market fit', 'lean startup'],
    },
    {
      id: 'market',
      label: 'Market',
      description: 'A market worth the effort, sized bottom-up, with a way to reach the first customers.',
      low_advice:
        'The market is not yet sized or reachable on paper. Count it bottom-up: how many customers like your first ones exist in the places you can reach, times what each would pay in a year. Then name the one channel that will bring your first hundred customers, and what each will cost to win.',
      high_advice:
        'You know how big the market is and how you will reach it. Test your go-to-market channel with a small budget and track the cost of each customer won: that number will guide every plan after.',
      tags: ['go-to-market', 'pricing', 'market size', 'sales channels', 'distribution'],
    },
    {
      id: 'competition',
      label: 'Competition',
      description: 'The alternatives customers use today, studied honestly, and why they would switch.',
      low_advice:
        '"No competition" usually means the alternatives have not been studied. List everything customers use today — competitors, spreadsheets, a middleman, doing nothing — and for each, one thing it does better than you. Ask customers what would make them switch.',
      high_advice:
        'You know your alternatives and why customers choose you. Keep the comparison current: check your closest alternatives every quarter, and build what is hard to copy (data, relationships, licences).',
      tags: ['competitors', 'positioning', 'differentiation', 'trademark', 'pricing'],
    },
  ],
  sections: [
    {
      id: 'problem',
      title: 'The problem',
      intro: 'Start with the problem, not your solution: what do the people you serve struggle with today?',
      questions: [
        {
          id: 'problem_statement',
          prompt: 'Describe the problem in one or two sentences, the way your customer would say it.',
          help: 'For example: "Half my tomatoes rot before the trader comes, and I never know the price he will give."',
          type: 'text',
          dimension: null,
        },
        {
          id: 'problem_frequency',
          prompt: 'How often do the people you serve face this problem?',
          type: 'choice',
          dimension: 'problem',
          options: opts(
            ['daily_weekly', 'Every day or every week', 1],
            ['monthly', 'Every month', 0.7],
            ['few_times_year', 'A few times a year', 0.4],
            ['rarely', 'Rarely, or I am not sure', 0],
          ),
        },
        {
          id: 'problem_pain',
          prompt: 'How much does the problem cost them today?',
          type: 'scale',
          dimension: 'problem',
          scale: { points: 5, min_label: 'A small annoyance', max_label: 'Real money, time or health' },
        },
        {
          id: 'problem_spend',
          prompt: 'Do they already spend money or time to get around it (hiring help, buying tools, workarounds)?',
          type: 'choice',
          dimension: 'problem',
          options: opts(
            ['money_known', 'Yes, money — and I know roughly how much', 1],
            ['time_workarounds', 'Yes, time and makeshift workarounds', 0.6],
            ['unchecked', 'I think so, but I have not checked', 0.2],
            ['no', 'No', 0],
          ),
        },
        {
          id: 'problem_evidence',
          prompt: 'What evidence do you have that the problem is real? Choose all that apply.',
          type: 'multi',
          dimension: 'problem',
          options: opts(
            ['interviews', 'Interviews with people who have it', 1],
            ['observed', 'I watched people deal with it at work', 1],
            ['data', 'Data or published reports', 0.7],
            ['own_experience', 'My own experience', 0.5],
            ['friends', 'Friends and family agree', 0.2],
            ['none', 'No evidence yet', 0],
          ),
        },
      ],
    },
    {
      id: 'customer',
      title: 'The customer',
      questions: [
        {
          id: 'first_customer',
          prompt: 'Who exactly is your first customer?',
          help: 'Be narrow: "owners of kirana stores in Indore with one to three staff" is better than "small businesses".',
          type: 'text',
          dimension: null,
        },
        {
          id: 'interviews',
          prompt: 'How many possible customers have you interviewed in the last three months?',
          help: 'Count real conversations about their problem (not pitches of your idea).',
          type: 'number',
          dimension: 'customer',
          weight: 1.5,
          number: {
            min: 0,
            max: 5000,
            unit: 'interviews',
            bands: [
              { upto: 0, score: 0 },
              { upto: 5, score: 0.3 },
              { upto: 15, score: 0.6 },
              { upto: 30, score: 0.85 },
              { upto: null, score: 1 },
            ],
          },
        },
        {
          id: 'buyer_user',
          prompt: 'Do you know who pays and who uses your product — and whether they are the same person?',
          help: 'In a school, parents may pay and children use it; in a hospital, procurement pays and nurses use it.',
          type: 'choice',
          dimension: 'customer',
          options: opts(
            ['spoken_both', 'Yes, and I have spoken to both', 1],
            ['spoken_one', 'Yes, but I have spoken to only one of them', 0.6],
            ['not_sure', 'Not sure', 0],
          ),
        },
        {
          id: 'willingness_to_pay',
          prompt: 'What have customers done to show they will pay?',
          type: 'choice',
          dimension: 'customer',
          weight: 1.5,
          options: opts(
            ['paid', 'Paid already (a pre-order or a paid pilot)', 1],
            ['loi', 'Signed a letter of intent or paid a deposit', 0.8],
            ['named_price', 'Said they would pay a specific price', 0.5],
            ['liked_it', 'Said they like the idea', 0.2],
            ['not_asked', 'I have not asked yet', 0],
          ),
        },
        {
          id: 'waiting_list',
          prompt: 'How many people or businesses are waiting to use it (a waitlist, pilot sign-ups)?',
          type: 'number',
          dimension: 'customer',
          number: {
            min: 0,
            max: 1000000,
            unit: 'sign-ups',
            bands: [
              { upto: 0, score: 0 },
              { upto: 10, score: 0.4 },
              { upto: 50, score: 0.7 },
              { upto: null, score: 1 },
            ],
          },
        },
      ],
    },
    {
      id: 'solution',
      title: 'The solution',
      questions: [
        {
          id: 'solution_stage',
          prompt: 'How far along is your solution?',
          type: 'choice',
          dimension: 'solution',
          options: opts(
            ['in_use', 'Customers use it regularly', 1],
            ['tested_prototype', 'A working prototype, tried by real users', 0.8],
            ['mock_up', 'A prototype or mock-up not yet tried by users', 0.5],
            ['on_paper', 'Sketched on paper', 0.2],
            ['in_my_head', 'Only an idea so far', 0],
          ),
        },
        {
          id: 'solution_reaction',
          prompt: 'When customers see or try it, how do they react?',
          type: 'scale',
          dimension: 'solution',
          scale: { points: 5, min_label: 'Polite interest', max_label: 'They ask when they can have it' },
        },
        {
          id: 'better_than_today',
          prompt: 'Compared with what customers do today, your solution is…',
          type: 'choice',
          dimension: 'solution',
          options: opts(
            ['much_better', 'Much better on what they care about most (far cheaper, faster or safer)', 1],
            ['somewhat_better', 'Somewhat better', 0.5],
            ['different', 'About as good, just different', 0.2],
            ['unknown', 'I do not know yet', 0],
          ),
        },
        {
          id: 'can_deliver',
          prompt: 'How sure are you that your team can build and deliver it with the skills and money you have?',
          type: 'scale',
          dimension: 'solution',
          scale: { points: 5, min_label: 'Not sure at all', max_label: 'Very sure' },
        },
        {
          id: 'thirty_day_version',
          prompt: 'What is the smallest version you could put in customers’ hands within 30 days?',
          type: 'text',
          required: false,
          dimension: null,
        },
      ],
    },
    {
      id: 'market',
      title: 'The market',
      questions: [
        {
          id: 'market_size',
          prompt: 'Do you know your market size — TAM, SAM and SOM?',
          help: 'TAM: everyone who has the problem; SAM: those you can serve with your model and reach; SOM: what you can realistically win in three years. Bottom-up means customers × price, not a share of a big report figure.',
          type: 'choice',
          dimension: 'market',
          options: opts(
            ['bottom_up', 'Yes, all three, worked out bottom-up (customers × price)', 1],
            ['top_down', 'Yes, from a top-down industry report', 0.5],
            ['rough', 'Only a rough total', 0.2],
            ['no', 'Not yet', 0],
          ),
        },
        {
          id: 'market_estimate',
          prompt: 'Write your market estimate and how you got to it.',
          help: 'For example: "1.2 lakh kirana stores in MP’s eight largest cities × ₹6,000 a year = ₹72 crore SAM."',
          type: 'text',
          required: false,
          dimension: null,
        },
        {
          id: 'market_growth',
          prompt: 'Is the market growing?',
          type: 'choice',
          dimension: 'market',
          options: opts(
            ['growing_evidence', 'Yes, and I can show numbers (sector reports, government data)', 1],
            ['believe', 'I believe so', 0.4],
            ['flat', 'It is flat or shrinking', 0.2],
            ['unknown', 'I do not know', 0],
          ),
        },
        {
          id: 'first_hundred',
          prompt: 'How will you reach your first 100 customers?',
          type: 'choice',
          dimension: 'market',
          options: opts(
            ['channel_proven', 'Through a channel that has already brought me customers', 1],
            ['channel_planned', 'A plan with named channels and a cost per customer', 0.7],
            ['general_idea', 'A general idea (social media, word of mouth)', 0.3],
            ['not_yet', 'Not thought about yet', 0],
          ),
        },
        {
          id: 'rules',
          prompt: 'Do licences or rules apply to what you sell (FSSAI, CDSCO, RBI, BIS, state permits)?',
          type: 'choice',
          dimension: 'market',
          weight: 0.5,
          options: opts(
            ['known', 'Yes, and I know which ones and what they need', 1],
            ['none_checked', 'None apply — I have checked', 1],
            ['maybe', 'Some may apply; I have not checked', 0.2],
            ['never_thought', 'I had not thought about it', 0],
          ),
        },
      ],
    },
    {
      id: 'competition',
      title: 'Competition and alternatives',
      intro: 'Your competition is whatever customers do today instead of using you — including doing nothing.',
      questions: [
        {
          id: 'alternatives_studied',
          prompt: 'How many alternatives (competitors, substitutes, workarounds) have you listed and studied?',
          type: 'number',
          dimension: 'competition',
          number: {
            min: 0,
            max: 100,
            unit: 'alternatives',
            bands: [
              { upto: 0, score: 0 },
              { upto: 2, score: 0.4 },
              { upto: 5, score: 0.8 },
              { upto: null, score: 1 },
            ],
          },
        },
        {
          id: 'competition_known',
          prompt: 'Which best describes what you know about your competition?',
          type: 'choice',
          dimension: 'competition',
          options: opts(
            ['prices_and_reasons', 'I know the main alternatives, their prices and why customers choose them', 1],
            ['some_names', 'I know some names', 0.4],
            ['no_competition', 'There is no competition', 0],
          ),
        },
        {
          id: 'switch_reason',
          prompt: 'Have customers told you, in their own words, why they would switch to you?',
          type: 'choice',
          dimension: 'competition',
          options: opts(['several', 'Yes, several times', 1], ['once_twice', 'Once or twice', 0.5], ['no', 'No', 0]),
        },
        {
          id: 'hard_to_copy',
          prompt: 'How hard would it be for a well-funded company to copy you within a year?',
          help: 'What makes it hard: unique data, a network of users, patents, licences, relationships, a brand.',
          type: 'scale',
          dimension: 'competition',
          scale: { points: 5, min_label: 'Easy', max_label: 'Very hard' },
        },
        {
          id: 'three_alternatives',
          prompt: 'Name your three closest alternatives and one thing each does better than you.',
          type: 'text',
          required: false,
          dimension: null,
        },
      ],
    },
  ],
};
