import type { TAssessmentDefinitionInput } from '@ankur/shared/schemas/readiness';
import { opts } from './options.ts';

/**
 * Investor readiness: team, traction, market, financials, legal, pitch (issue 24), one step each,
 * with what Indian angels and early-stage funds check before a first cheque: a Private Limited
 * company, DPIIT recognition, a clean cap table and founders' agreement, an ESOP pool, GST and
 * books in order, revenue in lakh and crore, months of runway, and a deck that covers the basics.
 */
export const INVESTOR: TAssessmentDefinitionInput = {
  title: 'Investor readiness',
  summary:
    'Whether your venture is ready for an angel or seed round: the team, the traction, the market, the numbers, the legal house-keeping investors check, and your pitch.',
  minutes: 15,
  scoring: 'weighted',
  dimensions: [
    {
      id: 'team',
      label: 'Team',
      description: 'Committed founders who together can build and sell, with experience and advisors.',
      low_advice:
        'Investors back teams first, and yours has gaps for now. Make sure at least one founder is full-time and that between you someone can build the product and someone can sell it. If a skill is missing, look for a co-founder or a well-known advisor before you raise.',
      high_advice:
        'Your team is the kind investors back. Tell its story in one slide: why these people, for this problem, now.',
      tags: ['co-founder', 'founding team', 'advisors', 'hiring'],
    },
    {
      id: 'traction',
      label: 'Traction',
      description: 'Paying customers, revenue growing month on month, and customers who stay.',
      low_advice:
        'There is not enough traction to show yet. Most angels want to see paying customers, even a few. Focus the next three months on one number — paying customers or monthly revenue — and track it every week with proof (invoices, GST returns, bank statements).',
      high_advice:
        'Your traction is real and documented. Show it as a month-by-month chart with retention next to it: growth that stays is what investors pay for.',
      tags: ['traction', 'sales', 'first customers', 'retention'],
    },
    {
      id: 'market',
      label: 'Market',
      description: 'A large market, sized bottom-up, with a reason why now and an honest view of competitors.',
      low_advice:
        'The market story is not yet convincing. Size it bottom-up in rupees (customers × price per year), explain what has changed to make it possible now (UPI, ONDC, a new regulation, cheaper sensors), and name your real competitors and where you win.',
      high_advice:
        'Your market story is clear and large enough for investors. Keep the numbers sourced: a good investor will check them.',
      tags: ['market sizing', 'go-to-market', 'competition analysis'],
    },
    {
      id: 'financials',
      label: 'Financials',
      description: 'Runway, unit economics, a financial model and books in order.',
      low_advice:
        'Your numbers need attention before you raise. Get an accountant to keep monthly books, file GST on time, and build a simple model: monthly for 18 months, yearly for 3 years, with your assumptions written down. Work out what one customer costs to win and what they bring in.',
      high_advice:
        'Your numbers are in order and you know your unit economics. Keep a one-page monthly dashboard (revenue, burn, runway, CAC, LTV): investors will ask for it after they invest, too.',
      tags: ['unit economics', 'financial model', 'cash flow', 'GST', 'accounting'],
    },
    {
      id: 'legal',
      label: 'Legal and compliance',
      description: 'A Private Limited company, DPIIT recognition, a clean cap table, agreements, IP and filings.',
      low_advice:
        'Legal house-keeping will slow down or stop a deal. In order: incorporate as a Private Limited company, apply for DPIIT recognition, sign a founders’ agreement with vesting, assign all IP to the company, and keep a written cap table. None of it is hard; all of it takes weeks.',
      high_advice:
        'Your legal house is in order. Put the documents in a data room now, so that due diligence takes days, not months.',
      tags: ['company registration', 'DPIIT recognition', 'cap table', "founders' agreement", 'IP', 'compliance'],
    },
    {
      id: 'pitch',
      label: 'Pitch',
      description: 'A complete deck, a clear ask, a ready data room and a practised story.',
      low_advice:
        'Your pitch is not ready yet. Write a 10–15 slide deck (problem, solution, market, traction, business model, competition, team, financials, the ask), practise it with three mentors, and decide exactly how much you are raising and what milestones it buys.',
      high_advice:
        'Your pitch is ready. Build a list of investors who back your sector and stage, and ask founders they funded for warm introductions.',
      tags: ['pitch deck', 'fundraising', 'angel investors', 'term sheet', 'data room'],
    },
  ],
  sections: [
    {
      id: 'team',
      title: 'Team',
      questions: [
        {
          id: 'founders_full_time',
          prompt: 'How many founders work on the venture full-time?',
          type: 'number',
          dimension: 'team',
          number: {
            min: 0,
            max: 10,
            unit: 'founders',
            bands: [
              { upto: 0, score: 0 },
              { upto: 1, score: 0.6 },
              { upto: 3, score: 1 },
              { upto: null, score: 0.8 },
            ],
          },
        },
        {
          id: 'build_and_sell',
          prompt: 'Between the founders, can you both build the product and sell it?',
          type: 'choice',
          dimension: 'team',
          weight: 1.5,
          options: opts(
            ['both_experienced', 'Yes, both, with relevant experience', 1],
            ['both_new', 'Yes, both, but with little experience', 0.6],
            ['one_missing', 'One of the two is missing', 0.2],
            ['neither', 'Neither yet', 0],
          ),
        },
        {
          id: 'domain_depth',
          prompt: 'How deep is the founders’ experience in this industry?',
          type: 'scale',
          dimension: 'team',
          scale: { points: 5, min_label: 'New to it', max_label: 'Years inside it' },
        },
        {
          id: 'advisors',
          prompt:
            'Do you have advisors investors would recognise (industry leaders, experienced founders, scientists)?',
          type: 'choice',
          dimension: 'team',
          options: opts(
            ['formal', 'Yes, formally on board (with advisory shares or an agreement)', 1],
            ['informal', 'Yes, informally', 0.5],
            ['no', 'Not yet', 0],
          ),
        },
        {
          id: 'first_hire',
          prompt: 'Which role will you hire first with the money you raise, and why?',
          type: 'text',
          required: false,
          dimension: null,
        },
      ],
    },
    {
      id: 'traction',
      title: 'Traction',
      questions: [
        {
          id: 'stage',
          prompt: 'Where is the business today?',
          type: 'choice',
          dimension: 'traction',
          options: opts(
            ['growing_revenue', 'Revenue growing month on month', 1],
            ['first_revenue', 'First paying customers', 0.7],
            ['pilots', 'Pilots or free users', 0.4],
            ['building', 'Product being built', 0.1],
            ['idea', 'Idea stage', 0],
          ),
        },
        {
          id: 'revenue_12m',
          prompt: 'Revenue in the last 12 months, in ₹ lakh',
          help: '₹1 crore = 100 lakh. Enter 0 if you have no revenue yet; use your invoices or GST returns.',
          type: 'number',
          dimension: 'traction',
          weight: 1.5,
          number: {
            min: 0,
            max: 100000,
            unit: '₹ lakh',
            bands: [
              { upto: 0, score: 0 },
              { upto: 5, score: 0.3 },
              { upto: 25, score: 0.5 },
              { upto: 100, score: 0.75 },
              { upto: 500, score: 0.9 },
              { upto: null, score: 1 },
            ],
          },
        },
        {
          id: 'paying_customers',
          prompt: 'How many paying customers do you have today?',
          type: 'number',
          dimension: 'traction',
          number: {
            min: 0,
            max: 10000000,
            unit: 'customers',
            bands: [
              { upto: 0, score: 0 },
              { upto: 5, score: 0.3 },
              { upto: 25, score: 0.6 },
              { upto: 100, score: 0.8 },
              { upto: null, score: 1 },
            ],
          },
        },
        {
          id: 'monthly_growth',
          prompt: 'Average month-on-month revenue growth over the last six months, in %',
          help: 'Enter 0 if you have no revenue yet, or a negative number if it fell.',
          type: 'number',
          dimension: 'traction',
          number: {
            min: -100,
            max: 1000,
            unit: '%',
            bands: [
              { upto: 0, score: 0 },
              { upto: 5, score: 0.4 },
              { upto: 10, score: 0.7 },
              { upto: 20, score: 0.9 },
              { upto: null, score: 1 },
            ],
          },
        },
        {
          id: 'retention',
          prompt: 'Do customers come back or renew?',
          type: 'choice',
          dimension: 'traction',
          options: opts(
            ['tracked', 'Yes, and I track retention month by month', 1],
            ['untracked', 'Most seem to, but I do not measure it', 0.5],
            ['too_early', 'Too early to tell', 0.2],
            ['many_leave', 'Many leave', 0],
          ),
        },
        {
          id: 'traction_proof',
          prompt: 'Which proof of traction could you show an investor tomorrow? Choose all that apply.',
          type: 'multi',
          dimension: 'traction',
          weight: 0.5,
          options: opts(
            ['gst_bank', 'GST returns or bank statements showing revenue', 1],
            ['orders', 'Signed purchase orders or contracts', 1],
            ['pilot_reports', 'Pilot reports with results', 0.8],
            ['lois', 'Letters of intent', 0.6],
            ['signups', 'Waitlist sign-ups or app downloads', 0.4],
            ['nothing', 'Nothing written down yet', 0],
          ),
        },
      ],
    },
    {
      id: 'market',
      title: 'Market',
      questions: [
        {
          id: 'tam_sam_som',
          prompt: 'Can you explain your TAM, SAM and SOM in rupees, worked out bottom-up?',
          type: 'choice',
          dimension: 'market',
          options: opts(
            ['bottom_up', 'Yes, bottom-up, with sources', 1],
            ['top_down', 'Yes, from a top-down report', 0.5],
            ['no', 'Not yet', 0],
          ),
        },
        {
          id: 'som_crore',
          prompt: 'The revenue you could realistically reach in five years (your SOM), in ₹ crore',
          help: 'Enter 0 if you have not estimated it.',
          type: 'number',
          dimension: 'market',
          number: {
            min: 0,
            max: 1000000,
            unit: '₹ crore',
            bands: [
              { upto: 0, score: 0 },
              { upto: 10, score: 0.3 },
              { upto: 100, score: 0.6 },
              { upto: 1000, score: 0.9 },
              { upto: null, score: 1 },
            ],
          },
        },
        {
          id: 'why_now',
          prompt:
            'Can you say why now — what has changed (UPI, ONDC, a regulation, cheaper technology, behaviour) that makes this possible today?',
          type: 'choice',
          dimension: 'market',
          options: opts(['with_evidence', 'Yes, with evidence', 1], ['roughly', 'Roughly', 0.5], ['no', 'No', 0]),
        },
        {
          id: 'competitors',
          prompt: 'Can you name your real competitors and show where you win?',
          type: 'choice',
          dimension: 'market',
          options: opts(
            ['named_where_win', 'Yes: named, compared, with where we win and why', 1],
            ['names_only', 'I can name some', 0.4],
            ['none', 'We have no competitors', 0],
          ),
        },
      ],
    },
    {
      id: 'financials',
      title: 'Financials',
      questions: [
        {
          id: 'runway_months',
          prompt: 'At today’s monthly spend, how many months of cash do you have?',
          type: 'number',
          dimension: 'financials',
          weight: 1.5,
          number: {
            min: 0,
            max: 240,
            unit: 'months',
            bands: [
              { upto: 1, score: 0 },
              { upto: 3, score: 0.3 },
              { upto: 6, score: 0.6 },
              { upto: 12, score: 0.9 },
              { upto: null, score: 1 },
            ],
          },
        },
        {
          id: 'monthly_burn',
          prompt: 'Your monthly spend (burn), in ₹ lakh',
          help: 'Not scored: it helps you and your mentors read your runway.',
          type: 'number',
          required: false,
          dimension: null,
          number: { min: 0, max: 100000, unit: '₹ lakh', bands: [] },
        },
        {
          id: 'unit_economics',
          prompt:
            'Do you know your unit economics — cost to acquire a customer (CAC), lifetime value (LTV), contribution margin?',
          type: 'choice',
          dimension: 'financials',
          options: opts(
            ['measured_good', 'Measured from real customers, and LTV is over 3× CAC', 1],
            ['measured_weak', 'Measured, but LTV is below 3× CAC', 0.6],
            ['estimated', 'Estimated only', 0.3],
            ['no', 'No', 0],
          ),
        },
        {
          id: 'financial_model',
          prompt:
            'Do you have a financial model: monthly for 18 months and yearly for 3 years, with the assumptions written down?',
          type: 'choice',
          dimension: 'financials',
          options: opts(['yes', 'Yes', 1], ['partial', 'A rough version', 0.5], ['no', 'No', 0]),
        },
        {
          id: 'books_gst',
          prompt: 'How are your accounts and GST kept?',
          help: 'GST registration is needed above ₹40 lakh a year of turnover for goods (₹20 lakh for services), or for selling across states.',
          type: 'choice',
          dimension: 'financials',
          options: opts(
            ['up_to_date', 'Monthly books by an accountant; GST returns filed on time', 1],
            ['below_threshold', 'Books kept; below the GST threshold, so not registered', 0.7],
            ['behind', 'Books and GST filings are behind', 0.3],
            ['none', 'No books kept', 0],
          ),
        },
      ],
    },
    {
      id: 'legal',
      title: 'Legal and compliance',
      questions: [
        {
          id: 'entity',
          prompt: 'What is the legal form of your venture?',
          help: 'Most angels and funds can invest only in a Private Limited company.',
          type: 'choice',
          dimension: 'legal',
          weight: 1.5,
          options: opts(
            ['pvt_ltd', 'Private Limited company', 1],
            ['llp', 'Limited Liability Partnership (LLP)', 0.4],
            ['partnership_proprietor', 'Partnership firm or sole proprietorship', 0.2],
            ['unregistered', 'Not registered yet', 0],
          ),
        },
        {
          id: 'dpiit',
          prompt: 'Is the company recognised as a startup by DPIIT (Startup India)?',
          help: 'Recognition brings the angel-tax and 80-IAC tax benefits, self-certification and access to the Fund of Funds and the Seed Fund Scheme.',
          type: 'choice',
          dimension: 'legal',
          options: opts(
            ['recognised', 'Yes, recognised', 1],
            ['applied', 'Applied, waiting', 0.6],
            ['eligible', 'Eligible, not applied', 0.3],
            ['unknown', 'Not eligible, or I do not know', 0],
          ),
        },
        {
          id: 'founders_agreement',
          prompt:
            'Do the founders have a signed founders’ agreement (roles, equity, vesting, what happens if one leaves)?',
          type: 'choice',
          dimension: 'legal',
          options: opts(
            ['signed_vesting', 'Signed, with vesting (usually four years, one-year cliff)', 1],
            ['signed_no_vesting', 'Signed, without vesting', 0.6],
            ['verbal', 'Agreed by word of mouth', 0.2],
            ['no', 'No', 0],
          ),
        },
        {
          id: 'cap_table',
          prompt: 'Is your cap table (who owns how many shares) written down and clean?',
          type: 'choice',
          dimension: 'legal',
          options: opts(
            ['clean', 'Yes: founders hold most of it, updated with every allotment', 1],
            ['dead_equity', 'Written down, but a big share is with people no longer involved', 0.3],
            ['not_written', 'Not written down', 0],
          ),
        },
        {
          id: 'esop_pool',
          prompt: 'Have you set aside an ESOP pool for future employees?',
          type: 'choice',
          dimension: 'legal',
          weight: 0.5,
          options: opts(
            ['approved', 'Yes, approved by the board and shareholders', 1],
            ['planned', 'Planned, not yet approved', 0.5],
            ['no', 'No', 0],
          ),
        },
        {
          id: 'ip_owned',
          prompt: 'Does the company own its intellectual property (trademark, code, designs, patents)?',
          type: 'choice',
          dimension: 'legal',
          options: opts(
            ['company_owned', 'Yes: assigned to the company, trademark filed, patents filed where relevant', 1],
            ['partly', 'Partly', 0.5],
            ['founders_or_none', 'Held by founders personally, or not protected', 0],
          ),
        },
        {
          id: 'filings',
          prompt: 'Which of these are in place? Choose all that apply.',
          type: 'multi',
          dimension: 'legal',
          weight: 0.5,
          options: opts(
            ['pan_tan', 'Company PAN and TAN', 1],
            ['roc', 'ROC annual filings up to date', 1],
            ['gst', 'GST registration', 1],
            ['sector_licences', 'Sector licences where needed (FSSAI, CDSCO, trade licence)', 1],
            ['none', 'None of these yet', 0],
          ),
        },
      ],
    },
    {
      id: 'pitch',
      title: 'Pitch',
      questions: [
        {
          id: 'deck',
          prompt: 'How complete is your pitch deck?',
          type: 'choice',
          dimension: 'pitch',
          weight: 1.5,
          options: opts(
            [
              'complete',
              '10–15 slides: problem, solution, market, traction, business model, competition, team, financials, the ask',
              1,
            ],
            ['partial', 'A deck, but some of these are missing', 0.5],
            ['none', 'No deck yet', 0],
          ),
        },
        {
          id: 'deck_feedback',
          prompt: 'How many investors or mentors have given you feedback on your deck?',
          type: 'number',
          dimension: 'pitch',
          number: {
            min: 0,
            max: 1000,
            unit: 'people',
            bands: [
              { upto: 0, score: 0 },
              { upto: 2, score: 0.4 },
              { upto: 5, score: 0.7 },
              { upto: null, score: 1 },
            ],
          },
        },
        {
          id: 'the_ask',
          prompt:
            'Do you know how much you are raising, on what terms, and which milestones it buys in the next 18 months?',
          type: 'choice',
          dimension: 'pitch',
          options: opts(
            ['clear', 'Yes: amount, instrument (equity, CCPS, SAFE) and milestones', 1],
            ['amount_only', 'I know the amount, not the rest', 0.4],
            ['no', 'Not yet', 0],
          ),
        },
        {
          id: 'two_minutes',
          prompt: 'How confident are you explaining the business to a stranger in two minutes?',
          type: 'scale',
          dimension: 'pitch',
          scale: { points: 5, min_label: 'Not confident', max_label: 'Very confident' },
        },
        {
          id: 'data_room',
          prompt: 'Is a data room ready (incorporation papers, cap table, agreements, financials, contracts, IP)?',
          type: 'choice',
          dimension: 'pitch',
          options: opts(['ready', 'Ready', 1], ['partly', 'Partly', 0.5], ['no', 'Not started', 0]),
        },
        {
          id: 'ask_sentence',
          prompt: 'Write your ask in one sentence.',
          help: 'For example: "We are raising ₹1.5 crore pre-seed to reach 300 paying clinics in Maharashtra in 18 months."',
          type: 'text',
          required: false,
          dimension: null,
        },
      ],
    },
  ],
};
