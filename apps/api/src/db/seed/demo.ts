import { DEFAULT_DATE_TIME_ZONE } from '@ankur/shared/dates';
import { isoDateIn } from '@ankur/shared/plan-schedule';
import type { Db } from '../client.ts';
import { courses, modules, programs, quizQuestions, units } from '../schema/programs.ts';
import { scores, statModules, stats } from '../schema/stats.ts';
import { demoDates, html, type ProgramSeed, video } from './demo-content.ts';
import { firstStepHindi } from './demo-hindi.ts';

/*
 * Demo content for a fresh Ankur installation (SEED_DEMO): five programs (one written in Hindi,
 * demo-hindi.ts; dates relative to the seeding day, demo-content.ts) with their courses,
 * modules and units, and a small set of ecosystem statistics. Rows are seeded by the system, so
 * created_by and modified_by stay null. Ids always come from the database, except that programs
 * are inserted one at a time in the order below: on a fresh database Pitch Alchemy is program 2,
 * the cohort the header links to (/cohort/2).
 */

/**
 * The videos the demo's video units play: openly licensed talks (TED, CC BY-NC-ND 4.0) by their
 * https link, embedded by the unit player (youtube-nocookie); nothing is downloaded.
 */
const FOUNDERS_TALK = 'https://www.youtube.com/watch?v=bNpx7gpSqbY'; // Bill Gross, "The single biggest reason why start-ups succeed"
const WHY_TALK = 'https://www.youtube.com/watch?v=qp0HIF3SfI4'; // Simon Sinek, "How great leaders inspire action"

// ---------------------------------------------------------------------------------------------
// Program 1: Idea to Impact
// ---------------------------------------------------------------------------------------------

const ideaToImpact: ProgramSeed = {
  name: 'Idea to Impact: Foundations of Entrepreneurship',
  description:
    'A 12-week foundation program for first-time founders across India. Learn to find a problem worth solving, test your idea cheaply with real customers and shape it into a venture you can start building, with weekly lessons, templates and assignments.',
  category: 'Entrepreneurship',
  status: 'published',
  language: 'en',
  // starting soon: the Monday two weeks after the seeding week's, for 12 weeks
  schedule: { startWeek: 2, days: 81 },
  courses: [
    {
      name: 'Finding a Problem Worth Solving',
      description:
        'Build the habits of a disciplined founder and learn where strong startup ideas come from. By the end you will have a shortlist of real problems, backed by conversations with the people who have them.',
      modules: [
        {
          name: 'The Entrepreneurial Mindset',
          description:
            'What entrepreneurs actually do day to day, and the habits that separate founders who learn fast from those who build in the dark.',
          units: [
            {
              name: 'What entrepreneurs actually do',
              type: 'lesson',
              minutes: 15,
              content: html(
                '<h3>Entrepreneurship is a practice, not a personality</h3>',
                '<p>Founders are often pictured as fearless visionaries. In reality, most successful entrepreneurs are disciplined learners: they notice a problem, form a guess about how to solve it, test that guess quickly and change course when the evidence says so.</p>',
                '<ul>',
                '<li><strong>Problem first:</strong> start from a pain people already feel and already spend time or money on.</li>',
                '<li><strong>Evidence over opinion:</strong> what customers do matters more than what they say they would do.</li>',
                '<li><strong>Resourcefulness:</strong> use what you have (your network, skills and free tools) before raising money.</li>',
                '<li><strong>Ownership:</strong> when something fails, look for what you can learn and what you control.</li>',
                '</ul>',
                '<h3>Why this matters in India</h3>',
                '<p>India now has one of the largest startup ecosystems in the world, and founders increasingly come from Tier 2 and Tier 3 cities, colleges and small towns. Opportunity is no longer limited to the metros, but competition for attention and capital is real. The habits in this program help you spend your limited time on what actually moves an idea forward.</p>',
              ),
            },
            {
              name: 'Why startups succeed (Bill Gross, TED)',
              type: 'video',
              url: FOUNDERS_TALK,
              minutes: 7,
              content: video(
                'Bill Gross, who founded the incubator Idealab, looked at two hundred companies to see which of five factors explained their success best: the idea, the team, the business model, the funding or the timing. Watch for the one that came out on top, then ask it of your own idea: why now, in your town, and not five years ago?',
                'Bill Gross: The single biggest reason why start-ups succeed',
              ),
            },
            {
              name: 'Mindset check',
              type: 'quiz',
              minutes: 10,
              content: html(
                '<p>Three questions on the habits of a disciplined founder: testing ideas with evidence, recognising a problem worth solving and learning from an experiment that does not go your way.</p>',
                '<p>Answer every question. You pass with 70% or more, which completes this unit; you may try again as often as you like.</p>',
              ),
              passingScore: 70,
              questions: [
                {
                  prompt:
                    'A survey shows that 80% of respondents "would definitely buy" your product. What is the best next step?',
                  options: [
                    'Start manufacturing at scale',
                    'Ask a few respondents to pre-order or pay a small deposit',
                    'Raise a seed round on the strength of the survey',
                    'Run the same survey again with more people',
                  ],
                  answer: 1,
                  explanation:
                    'Saying "I would buy" costs nothing. A pre-order or a small deposit shows whether people will actually pay before you spend on production.',
                },
                {
                  prompt: 'Which is the strongest sign that a problem is worth solving?',
                  options: [
                    'People say it sounds like a great idea',
                    'Friends and family offer to help',
                    'People already spend time or money on a workaround',
                    'No one else is working on it',
                  ],
                  answer: 2,
                  explanation:
                    'A workaround that people already spend time or money on is evidence that the pain is real.',
                },
                {
                  prompt: 'When an experiment disproves one of your assumptions, a disciplined founder should:',
                  options: [
                    'Ignore it, because one result proves nothing',
                    'Record what was learned and adjust the plan',
                    'Shut down the startup immediately',
                    'Change the experiment until it gives the expected result',
                  ],
                  answer: 1,
                  explanation:
                    'A disproved assumption is a result, not a failure: record what you learned and adjust the plan.',
                },
              ],
            },
          ],
        },
        {
          name: 'Spotting Opportunities',
          description:
            'Where good startup ideas come from and how to compare several problems before committing to one.',
          units: [
            {
              name: 'Where good startup ideas come from',
              type: 'lesson',
              minutes: 20,
              content: html(
                '<h3>Look for problems, not ideas</h3>',
                '<p>Strong startup ideas rarely arrive as a flash of inspiration. They usually come from noticing friction in daily life or work: a kirana owner keeping customer credit in a notebook, a farmer unable to find a fair price, a clinic losing patients to long queues.</p>',
                '<h3>Five places to look</h3>',
                '<ul>',
                '<li><strong>Your own experience:</strong> problems you have faced at work, in college or at home, where you understand the details.</li>',
                '<li><strong>Workarounds:</strong> spreadsheets, WhatsApp groups and paper registers are signs of an unmet need.</li>',
                '<li><strong>Changes in the world:</strong> UPI, affordable mobile data, ONDC and new regulations open doors that were closed a few years ago.</li>',
                '<li><strong>Underserved users:</strong> people in smaller towns, who prefer regional languages or who earn less are often poorly served by products built for the metros.</li>',
                '<li><strong>Broken industries:</strong> sectors with many middlemen, heavy paperwork or long waits.</li>',
                '</ul>',
                '<p>For each candidate problem, ask three questions: who has it, how often, and what do they do about it today? If you cannot answer from real conversations, that is your next task.</p>',
              ),
            },
            {
              name: 'Problem Discovery Canvas',
              type: 'document',
              minutes: 25,
              content: html(
                '<p>A one-page worksheet to capture and compare problem ideas before you commit to one. For each problem it asks you to record:</p>',
                '<ul>',
                '<li>Who experiences the problem (be specific: "first-time home buyers in Pune", not "everyone")</li>',
                '<li>How often it occurs and what it costs them in money, time or stress</li>',
                '<li>Current workarounds and what people pay for them</li>',
                '<li>Your unfair advantage: access, knowledge or skills that help you solve it</li>',
                '<li>Evidence so far, and the biggest open question</li>',
                '</ul>',
                '<p>Fill in one canvas per idea, then score each from 1 to 5 on pain, frequency and your fit. Keep the canvases: you will use the highest-scoring one in the next assignment.</p>',
              ),
            },
            {
              name: 'Write three problem statements',
              type: 'assignment',
              minutes: 40,
              content: html(
                '<p>Using your Problem Discovery Canvases, write three problem statements in the form: <em>"[Specific customer] struggles to [job they are trying to do] because [root cause], which costs them [time, money or risk]."</em> Then speak to at least two people who have each problem and note what surprised you.</p>',
                '<h3>What to submit</h3>',
                '<ul>',
                '<li>Your three problem statements</li>',
                '<li>A short note (150 to 250 words) on the conversations: who you spoke to and what you learned</li>',
                '<li>The one problem you will carry forward, and why</li>',
                '</ul>',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'From Idea to Venture',
      description:
        'Test your riskiest assumptions with cheap, fast experiments, choose a legal structure and turn what you have learned into a one-page plan for your first ninety days.',
      modules: [
        {
          name: 'Testing Your Idea Cheaply',
          description:
            'Turn beliefs into hypotheses and test the riskiest one with the smallest experiment that gives a real signal.',
          units: [
            {
              name: 'Hypotheses and the smallest useful experiment',
              type: 'lesson',
              minutes: 20,
              content: html(
                '<h3>Turn beliefs into testable hypotheses</h3>',
                '<p>Every idea rests on assumptions: that customers have the problem, that they will pay, that you can reach them affordably. Write each one as a hypothesis that could be proved wrong, for example: "At least 3 of 10 bakery owners in Indore will pay ₹499 a month for automated order reminders."</p>',
                '<h3>Test the riskiest assumption first</h3>',
                '<p>Rank your assumptions by how uncertain they are and how badly the idea fails if they are wrong. Test the top one with the cheapest experiment that gives a real signal:</p>',
                '<ul>',
                '<li><strong>Landing page:</strong> describe the offer and measure sign-ups or pre-orders.</li>',
                '<li><strong>Concierge test:</strong> deliver the service by hand to a handful of customers.</li>',
                '<li><strong>WhatsApp pilot:</strong> run the service through a group or business account before building an app.</li>',
                '<li><strong>Pre-sales:</strong> ask for a small payment over UPI. Money is the clearest signal.</li>',
                '</ul>',
                '<p>Decide in advance what result counts as success, so that you cannot explain away a disappointing outcome.</p>',
              ),
            },
            {
              name: 'Is the market ready? (Bill Gross, TED)',
              type: 'video',
              url: FOUNDERS_TALK,
              minutes: 7,
              content: video(
                'Watch the talk again with one question: what experiment would tell you whether customers are ready now? The companies Gross describes won because people were ready for them. Design your minimum viable product to test that readiness as well as the demand: will someone pay for it this month?',
                'Bill Gross: The single biggest reason why start-ups succeed',
              ),
            },
            {
              name: 'Run one experiment this week',
              type: 'assignment',
              minutes: 45,
              content: html(
                '<p>Pick the riskiest assumption behind the problem you chose and design one experiment that can run within seven days and costs less than ₹2,000.</p>',
                '<h3>What to submit</h3>',
                '<ul>',
                '<li>The hypothesis, written so that it can be proved wrong</li>',
                '<li>The experiment: what you did, with whom and for how long</li>',
                '<li>Your success threshold, set before you started</li>',
                '<li>The results, with numbers, screenshots or photos</li>',
                '<li>Your decision (persevere, change direction or drop the idea) and why</li>',
                '</ul>',
              ),
            },
          ],
        },
        {
          name: 'Planning Your First Steps',
          description:
            'Choose the right legal structure for your plans and summarise your venture on a single page you can share with mentors.',
          units: [
            {
              name: 'Choosing a legal structure in India',
              type: 'lesson',
              minutes: 20,
              content: html(
                '<h3>The common options</h3>',
                '<ul>',
                '<li><strong>Sole proprietorship:</strong> quickest to start and cheapest to run, but you are personally liable and cannot bring in equity investors.</li>',
                '<li><strong>Partnership firm:</strong> simple for two or more founders, but the partners carry unlimited personal liability.</li>',
                '<li><strong>Limited Liability Partnership (LLP):</strong> limited liability with lighter compliance than a company. It suits services firms and bootstrapped ventures, though most equity investors do not fund LLPs.</li>',
                '<li><strong>Private limited company:</strong> the usual choice if you plan to raise equity or offer ESOPs. It is incorporated online with the Ministry of Corporate Affairs and carries more compliance, such as board meetings, annual filings and an audit.</li>',
                '</ul>',
                '<h3>How to decide</h3>',
                '<p>Ask whether you will raise outside capital, how many founders there are and how much compliance you can manage. DPIIT recognition under Startup India is open to private limited companies, registered partnership firms and LLPs, not to sole proprietorships. Converting later is possible but costs time and money, so choose with your two-year plan in mind and take advice from a chartered accountant or company secretary.</p>',
              ),
            },
            {
              name: 'One-page venture plan',
              type: 'document',
              minutes: 20,
              content: html(
                '<p>A single-page template that pulls together everything you have learned in the program. Its sections:</p>',
                '<ul>',
                '<li>Problem and customer: your sharpest problem statement and target segment</li>',
                '<li>Solution and what makes it different</li>',
                '<li>Evidence: interviews, experiments and early results</li>',
                '<li>Business model: who pays, how much and how often</li>',
                '<li>First 90 days: three milestones with measurable targets</li>',
                '<li>Resources needed: people, money and partners, with a simple monthly budget in rupees</li>',
                '<li>The three biggest risks and how you will test them</li>',
                '</ul>',
                '<p>Keep it to one page. If it does not fit, you have not yet decided what matters most.</p>',
              ),
            },
            {
              name: 'Foundations review',
              type: 'quiz',
              minutes: 10,
              content: html(
                '<p>A short review of this course: choosing a legal structure, finding the clearest signal of demand and setting up an honest experiment.</p>',
                '<p>Answer every question. You pass with 70% or more, which completes this unit; you may try again as often as you like.</p>',
              ),
              passingScore: 70,
              questions: [
                {
                  prompt: 'Which of these structures can apply for DPIIT recognition under Startup India?',
                  options: [
                    'Sole proprietorship',
                    'Limited Liability Partnership (LLP)',
                    'Hindu Undivided Family',
                    'Unregistered partnership',
                  ],
                  answer: 1,
                  explanation:
                    'DPIIT recognition is open to private limited companies, registered partnership firms and LLPs; sole proprietorships and HUFs are not eligible.',
                },
                {
                  prompt: 'Which experiment gives the clearest signal of demand?',
                  options: [
                    'A poll on social media',
                    'Customers paying a small deposit over UPI',
                    'Compliments from mentors',
                    'App downloads by friends and family',
                  ],
                  answer: 1,
                  explanation:
                    'Money is the clearest signal: a customer who pays a deposit has shown demand, not just interest.',
                },
                {
                  prompt: 'Why should you set a success threshold before running an experiment?',
                  options: [
                    'It makes the experiment cheaper',
                    'So that you cannot explain away a disappointing result afterwards',
                    'Investors require it by law',
                    'It guarantees the hypothesis is true',
                  ],
                  answer: 1,
                  explanation:
                    'A threshold fixed in advance stops you from reading a weak result as a success after the fact.',
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Program 2: Pitch Alchemy Cohort (/program/pitchalchemy, the header's /cohort/2)
// ---------------------------------------------------------------------------------------------

const pitchAlchemy: ProgramSeed = {
  name: 'Pitch Alchemy Cohort',
  description:
    'A 12-week accelerator cohort for early-stage startups ready to turn early traction into investment. Founders work through customer discovery, unit economics and fundraising with mentors and weekly reviews, ending with a Demo Day pitch to investors.',
  category: 'Cohort',
  status: 'published',
  language: 'en',
  // running: started three weeks before the seeding week, ends on a Friday eight weeks later
  schedule: { startWeek: -3, days: 81 },
  courses: [
    {
      name: 'Customer Discovery',
      description:
        'Run interviews that surface real behaviour rather than polite opinions, and turn what you hear into a clear picture of your early-adopter segment.',
      modules: [
        {
          name: 'Talking to Customers',
          description:
            'Find the right people, ask questions that reveal what they actually do, and avoid the traps of leading questions and compliments.',
          units: [
            {
              name: 'Interviews that reveal the truth',
              type: 'lesson',
              minutes: 20,
              content: html(
                '<h3>Ask about the past, not the future</h3>',
                '<p>People are generous with opinions and poor at predicting their own behaviour. "Would you use an app for this?" almost always gets a yes. Instead, ask about specific recent events: "Tell me about the last time you had to reorder stock. What did you do?"</p>',
                '<h3>Rules for a good interview</h3>',
                '<ul>',
                '<li>Talk about their life, not your idea. Pitch only at the end, if at all.</li>',
                '<li>Ask for specifics: when, how often, how much it cost, who else was involved.</li>',
                '<li>Listen far more than you speak.</li>',
                '<li>Dig into frustrations and workarounds: "Why was that hard? What have you tried?"</li>',
                '<li>Close by asking for a commitment: an introduction, a pilot or a pre-order.</li>',
                '</ul>',
                '<h3>Interviewing in India</h3>',
                '<p>Meet people where they work: the shop counter, the farm, the clinic. Use the language they are most comfortable in, keep it short for busy owners, and do not mistake courtesy for interest. A polite "very nice idea, sir" is not validation.</p>',
              ),
            },
            {
              name: 'Start with why (Simon Sinek, TED)',
              type: 'video',
              url: WHY_TALK,
              minutes: 18,
              content: video(
                "Simon Sinek's golden circle (why, how, what) explains why people follow some leaders and buy from some companies. Before your interviews, write your why in one sentence. Afterwards, check whether the shopkeepers, farmers or students you met care about the same thing, in their words rather than yours.",
                'Simon Sinek: How great leaders inspire action',
              ),
            },
            {
              name: 'Conduct ten customer interviews',
              type: 'assignment',
              minutes: 45,
              content: html(
                '<p>Interview at least ten people from your target segment over the next two weeks. At least six should be people you did not know before. Follow the interview rules from this module and write up your notes within an hour of each conversation.</p>',
                '<h3>What to submit</h3>',
                '<ul>',
                '<li>An interview log: date, role, location and a one-line summary of each interview</li>',
                '<li>The three most repeated problems, with direct quotes</li>',
                '<li>One assumption that was confirmed and one that was challenged</li>',
                '<li>Any commitments you received: introductions, pilots or pre-orders</li>',
                '</ul>',
                '<p>Ask for consent before recording, and leave out personal details of interviewees in your submission.</p>',
              ),
            },
          ],
        },
        {
          name: 'Making Sense of What You Heard',
          description:
            'Turn interview notes into patterns, define your early-adopter segment and decide which problem to solve first.',
          units: [
            {
              name: 'Interview synthesis board',
              type: 'document',
              minutes: 20,
              content: html(
                '<p>A template for clustering interview notes into patterns. Write each observation or quote on a separate card, then group the cards under four headings:</p>',
                '<ul>',
                '<li>Jobs: what customers are trying to get done</li>',
                '<li>Pains: what frustrates them, costs them money or puts them at risk</li>',
                '<li>Workarounds: what they use today and what it costs</li>',
                '<li>Triggers: the moments when they actively look for a solution</li>',
                '</ul>',
                '<p>The board has a frequency column to count how many interviewees mentioned each pattern, and a strength column (mentioned, complained about, paid to solve). Use it with your co-founders to agree on the strongest pattern before your mentor review.</p>',
              ),
            },
            {
              name: 'Segments, personas and the early adopter',
              type: 'lesson',
              minutes: 15,
              content: html(
                '<h3>Not everyone is your customer, yet</h3>',
                '<p>A segment is a group of customers who share the same problem, buy in the same way and can be reached through the same channels. "SMEs in India" is not a segment; "garment exporters in Tiruppur with 20 to 100 employees" is.</p>',
                '<h3>Find the early adopter</h3>',
                '<p>Early adopters feel the problem most sharply and are already trying to solve it. They:</p>',
                '<ul>',
                '<li>know they have the problem and can describe it in detail</li>',
                '<li>have built a workaround, often a spreadsheet or a manual process</li>',
                '<li>have the budget or authority to buy</li>',
                '<li>will accept an imperfect first version in exchange for a solution</li>',
                '</ul>',
                '<p>Write a one-paragraph persona of your early adopter using only interview evidence. Test every product, pricing and marketing decision in the coming weeks against it.</p>',
              ),
            },
            {
              name: 'Customer discovery check',
              type: 'quiz',
              minutes: 10,
              content: html(
                '<p>Check what you have learned about customer discovery: asking questions that get reliable answers, defining a segment you can reach and recognising your early adopters.</p>',
                '<p>Answer every question. You pass with 70% or more, which completes this unit; you may try again as often as you like.</p>',
              ),
              passingScore: 70,
              questions: [
                {
                  prompt: 'Which interview question is most likely to give reliable information?',
                  options: [
                    'Would you pay for an app that solves this?',
                    'Do you think this is a good idea?',
                    'Tell me about the last time this happened. What did you do?',
                    'How much would you pay for this in the future?',
                  ],
                  answer: 2,
                  explanation:
                    'Questions about past behaviour get facts; questions about opinions or the future invite polite guesses.',
                },
                {
                  prompt: 'Which of these is a well-defined customer segment?',
                  options: [
                    'Small businesses in India',
                    'Young people who like technology',
                    'Garment exporters in Tiruppur with 20 to 100 employees',
                    'Anyone with a smartphone',
                  ],
                  answer: 2,
                  explanation:
                    'A useful segment is specific enough to find and talk to: an industry, a place and a size.',
                },
                {
                  prompt: 'A sign that someone is an early adopter is that they:',
                  options: [
                    'Compliment your idea enthusiastically',
                    'Have already built a workaround for the problem',
                    'Follow your startup on social media',
                    'Have never faced the problem',
                  ],
                  answer: 1,
                  explanation:
                    'People who have already built a workaround feel the problem strongly and will try an imperfect first version.',
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'Business Model & Unit Economics',
      description:
        'Design a business model that fits how your customers buy, and prove with numbers that each customer is worth more than it costs to win and serve.',
      modules: [
        {
          name: 'Designing the Business Model',
          description:
            'Map the building blocks of your business and choose a revenue model that matches how your customers are willing and able to pay.',
          units: [
            {
              name: 'Revenue models that fit Indian markets',
              type: 'lesson',
              minutes: 20,
              content: html(
                '<h3>Price for how your customers buy</h3>',
                '<p>Indian customers are value-conscious, not unwilling to pay. The right revenue model lowers the risk of buying and follows the way money already moves in your segment.</p>',
                '<ul>',
                '<li><strong>Commissions and transaction fees:</strong> common for marketplaces; customers pay only when they get value.</li>',
                '<li><strong>Subscriptions:</strong> predictable revenue. UPI AutoPay makes small recurring payments practical, but watch churn closely.</li>',
                '<li><strong>Freemium:</strong> works when the free tier is cheap to serve and the upgrade is clearly worth it.</li>',
                '<li><strong>Pay-per-use and sachet pricing:</strong> small, frequent payments that lower the barrier for first-time buyers.</li>',
                '<li><strong>B2B contracts:</strong> larger tickets, but longer sales cycles and payment terms of 30 to 90 days that strain cash flow.</li>',
                '</ul>',
                '<h3>Test price early</h3>',
                '<p>Ask for money in pilots, offer two or three price points and see which one customers choose. Remember that GST may apply on top of your price, and that who collects the payment affects both your margins and your compliance.</p>',
              ),
            },
            {
              name: 'Business Model Canvas worksheet',
              type: 'document',
              minutes: 20,
              content: html(
                '<p>An annotated Business Model Canvas adapted for early-stage Indian startups. Each of the nine blocks (customer segments, value propositions, channels, customer relationships, revenue streams, key resources, key activities, key partners and cost structure) comes with guiding questions and a worked example from a fictional agritech startup.</p>',
                '<p>A side panel tracks assumptions: mark each note as "validated" or "to test" and link it to evidence from your customer interviews. Bring the completed canvas to your mentor session.</p>',
              ),
            },
          ],
        },
        {
          name: 'Unit Economics',
          description:
            'Calculate customer acquisition cost, lifetime value and contribution margin, and learn which numbers investors look at first.',
          units: [
            {
              name: 'CAC, LTV and contribution margin',
              type: 'lesson',
              minutes: 25,
              content: html(
                '<h3>The three numbers that matter</h3>',
                '<ul>',
                '<li><strong>Customer acquisition cost (CAC):</strong> sales and marketing spend in a period divided by the new customers won in that period.</li>',
                '<li><strong>Contribution margin:</strong> revenue per customer minus the variable costs of serving them, such as delivery, payment gateway fees and usage-based hosting.</li>',
                '<li><strong>Lifetime value (LTV):</strong> monthly contribution margin per customer multiplied by the average number of months a customer stays.</li>',
                '</ul>',
                '<h3>A worked example</h3>',
                '<p>A meal-kit startup in Bengaluru spends ₹3,00,000 on marketing in a month and wins 500 customers, so its CAC is ₹600. Each customer orders ₹1,200 a month and costs ₹900 to serve, a contribution margin of ₹300. Customers stay for eight months on average, so LTV is ₹2,400.</p>',
                '<p>The LTV to CAC ratio is 4:1, and the cost of winning a customer is recovered in two months. A ratio of at least 3:1 and a payback period under twelve months are common benchmarks. If your ratio is below 1:1, growing faster only loses money faster.</p>',
              ),
            },
            {
              name: 'Growing when the time is right (Bill Gross, TED)',
              type: 'video',
              url: FOUNDERS_TALK,
              minutes: 7,
              content: video(
                "Some companies in Gross's study had a good idea, a strong team and money, and still failed because they grew before their customers were ready. As you watch, note which of his examples survived by staying small until the market arrived, and compare that with your own CAC and payback figures from this module.",
                'Bill Gross: The single biggest reason why start-ups succeed',
              ),
            },
            {
              name: 'Build your unit economics model',
              type: 'assignment',
              minutes: 45,
              content: html(
                '<p>Build a simple spreadsheet model of your unit economics, using real data where you have it and clearly marked assumptions where you do not.</p>',
                '<h3>What to submit</h3>',
                '<ul>',
                '<li>A spreadsheet with CAC by channel, contribution margin per customer and LTV</li>',
                '<li>Your LTV to CAC ratio and CAC payback period in months</li>',
                '<li>A list of assumptions, each tagged as measured or estimated</li>',
                '<li>One paragraph on the lever that would most improve your economics (price, retention, channel mix or cost to serve) and how you will test it next month</li>',
                '</ul>',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'Fundraising & the Pitch',
      description:
        'Understand the Indian funding landscape, choose the right capital for your stage, and build and deliver a pitch that earns a second meeting.',
      modules: [
        {
          name: 'Understanding Fundraising',
          description:
            'The sources of capital open to early-stage Indian startups, from grants to venture capital, and the instruments you will meet in term sheets.',
          units: [
            {
              name: 'The Indian funding landscape',
              type: 'lesson',
              minutes: 25,
              content: html(
                '<h3>Match the money to the milestone</h3>',
                '<p>Raise capital to reach a specific milestone, not simply because it is available. Each source suits a different stage:</p>',
                '<ul>',
                '<li><strong>Bootstrapping and revenue:</strong> the cheapest capital, and you keep full control.</li>',
                "<li><strong>Grants and seed support:</strong> the Startup India Seed Fund Scheme supports proof of concept, prototypes and market entry through selected incubators, and sector schemes such as BIRAC's Biotechnology Ignition Grant back life-science ventures. Many state startup policies offer grants too.</li>",
                '<li><strong>Angel investors:</strong> individuals, angel networks and syndicates that invest at pre-seed and seed.</li>',
                '<li><strong>Venture capital:</strong> for startups that can become very large; expect due diligence and investor rights.</li>',
                '<li><strong>Venture debt and revenue-based financing:</strong> for startups with revenue that want to limit dilution.</li>',
                '</ul>',
                '<h3>Common instruments</h3>',
                '<p>Early rounds in India often use equity shares, compulsorily convertible preference shares (CCPS) or convertible instruments that defer the valuation. Each has tax, foreign exchange and company-law implications, so review every term sheet with a lawyer and your chartered accountant before signing.</p>',
              ),
            },
            {
              name: 'Fundraising basics',
              type: 'quiz',
              minutes: 10,
              content: html(
                '<p>Test your understanding of early-stage funding in India: government schemes, the instruments used in term sheets and when raising a round makes sense.</p>',
                '<p>Answer every question. You pass with 70% or more, which completes this unit; you may try again as often as you like.</p>',
              ),
              passingScore: 70,
              questions: [
                {
                  prompt: 'Through whom does the Startup India Seed Fund Scheme support startups?',
                  options: [
                    'Directly through commercial banks',
                    'Through selected incubators',
                    'Through stock exchanges',
                    'Only through angel networks',
                  ],
                  answer: 1,
                  explanation:
                    'The Startup India Seed Fund Scheme reaches startups through selected incubators, which choose and support them.',
                },
                {
                  prompt: 'What does CCPS stand for in an Indian term sheet?',
                  options: [
                    'Compulsorily Convertible Preference Shares',
                    'Cumulative Capital Protection Scheme',
                    'Certified Company Preference Stock',
                    'Convertible Credit Payment Security',
                  ],
                  answer: 0,
                  explanation:
                    'CCPS are Compulsorily Convertible Preference Shares, a common instrument in Indian early-stage rounds.',
                },
                {
                  prompt: 'Which is the best reason to raise a round?',
                  options: [
                    'A competitor has just raised money',
                    'To reach a specific, measurable milestone',
                    'Valuations are high this quarter',
                    'To pay the founders market salaries straight away',
                  ],
                  answer: 1,
                  explanation:
                    'Raise to reach a milestone you can name and measure; it is what makes the next round possible.',
                },
              ],
            },
          ],
        },
        {
          name: 'Crafting and Delivering the Pitch',
          description:
            'Build a clear, evidence-led pitch deck and rehearse delivering it for Demo Day and investor meetings.',
          units: [
            {
              name: 'The ten-slide pitch deck',
              type: 'lesson',
              minutes: 20,
              content: html(
                '<h3>A structure investors can follow</h3>',
                '<ol>',
                '<li><strong>Title:</strong> your name and a one-line description a stranger understands.</li>',
                '<li><strong>Problem:</strong> who has it and what it costs them, with evidence.</li>',
                '<li><strong>Solution:</strong> how you solve it, ideally shown with a screenshot or demo.</li>',
                '<li><strong>Why now:</strong> the change that makes this possible today.</li>',
                '<li><strong>Market:</strong> a bottom-up estimate of the customers you can realistically reach.</li>',
                '<li><strong>Business model:</strong> who pays, how much, and your unit economics.</li>',
                '<li><strong>Traction:</strong> revenue, users, pilots or letters of intent, shown as a trend.</li>',
                '<li><strong>Competition:</strong> honest alternatives, including doing nothing, and your edge.</li>',
                '<li><strong>Team:</strong> why you are the people to build this.</li>',
                '<li><strong>The ask:</strong> how much you are raising and the milestones it will fund.</li>',
                '</ol>',
                '<h3>Make it easy to remember</h3>',
                '<p>One idea per slide, big numbers, few words. Investors see hundreds of decks; the aim of a pitch is not to close the round in the room but to earn the next meeting.</p>',
              ),
            },
            {
              name: 'Pitch from why (Simon Sinek, TED)',
              type: 'video',
              url: WHY_TALK,
              minutes: 18,
              content: video(
                'Most pitches open with what the product does; Sinek argues that people respond first to why. Watch, then rewrite the first thirty seconds of your pitch so it opens with the problem you exist to solve and why you are the team to solve it, and try it on someone outside your team.',
                'Simon Sinek: How great leaders inspire action',
              ),
            },
            {
              name: 'Submit your Demo Day pitch',
              type: 'assignment',
              minutes: 45,
              content: html(
                '<p>Prepare the pitch you will present at Demo Day at the end of the cohort: a deck of no more than twelve slides and a five-minute talk.</p>',
                '<h3>What to submit</h3>',
                '<ul>',
                '<li>Your pitch deck as a PDF</li>',
                '<li>A recording of one full run-through, no longer than five minutes</li>',
                '<li>A one-page appendix with your key metrics and unit economics</li>',
                '<li>The five toughest questions you expect from investors, with your answers</li>',
                '</ul>',
                '<p>Your mentor will review the submission and share feedback before the final rehearsal.</p>',
              ),
            },
          ],
        },
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Program 3: Design Thinking for Social Innovation
// ---------------------------------------------------------------------------------------------

const designThinking: ProgramSeed = {
  name: 'Design Thinking for Social Innovation',
  description:
    'A six-week program for changemakers, NGO teams and student innovators who want to design solutions with communities rather than for them. Learn the design thinking process through challenges in health, water, livelihoods and education.',
  category: 'Social Innovation',
  status: 'published',
  language: 'en',
  // over: a six-week sprint that ended on the Friday two and a half weeks before the seeding week
  schedule: { startWeek: -8, days: 39 },
  courses: [
    {
      name: 'Human-Centred Design for Social Impact',
      description:
        'Apply the design thinking cycle (empathise, define, ideate, prototype and test) to a social challenge in your own community, and plan how you will measure the change you create.',
      modules: [
        {
          name: 'Empathise and Define',
          description:
            'Understand the people you serve through immersion and listening, and frame the problem from their point of view.',
          units: [
            {
              name: 'Design with communities, not for them',
              type: 'lesson',
              minutes: 20,
              content: html(
                '<h3>Why good intentions are not enough</h3>',
                "<p>Many social programs fail not for lack of funds but because they were designed far from the people they serve. A water filter nobody maintains, or an app that assumes a smartphone in every home, solves the designer's idea of the problem rather than the user's.</p>",
                '<h3>The empathise stage</h3>',
                '<ul>',
                '<li><strong>Immerse:</strong> spend time in the setting, whether a primary health centre, a self-help group meeting or a government school.</li>',
                '<li><strong>Observe:</strong> note what people do, not only what they say, including workarounds and the role of family and community.</li>',
                '<li><strong>Listen to many voices:</strong> include women, elders, young people and those at the margins who are often left out of meetings.</li>',
                '<li><strong>Work with local partners:</strong> ASHA workers, panchayat members and community organisations hold trust and knowledge.</li>',
                '</ul>',
                '<h3>Define the problem</h3>',
                '<p>Turn your observations into a point-of-view statement: <em>"[User] needs a way to [need] because [insight]."</em> A good statement is specific, human and open to many possible solutions.</p>',
              ),
            },
            {
              name: 'Field immersion and point-of-view statement',
              type: 'assignment',
              minutes: 45,
              content: html(
                '<p>Spend at least half a day in the setting of the challenge you have chosen and speak with at least five people affected by it, including at least one person whose voice is usually missing from decisions.</p>',
                '<h3>What to submit</h3>',
                '<ul>',
                '<li>Field notes or an empathy map (says, thinks, does, feels) for two of the people you met</li>',
                '<li>Three insights: surprising truths about their needs or behaviour</li>',
                '<li>One point-of-view statement in the format taught in the lesson</li>',
                '<li>A short reflection on the assumptions of yours that the visit challenged</li>',
                '</ul>',
                '<p>Ask for consent before taking photos or notes, and anonymise names in your submission.</p>',
              ),
            },
          ],
        },
        {
          name: 'Ideate, Prototype and Test',
          description:
            'Generate many ideas, build quick low-cost prototypes, test them with the community and plan how you will measure impact.',
          units: [
            {
              name: 'Frugal prototyping with communities',
              type: 'video',
              url: WHY_TALK,
              minutes: 15,
              content: video(
                'Innovators working in rural health, sanitation and education show prototypes made from cardboard, paper and role-play: a mock queue system for a clinic, a paper version of a learning app and a low-cost grain storage design tested with women farmers. The talk explains how to learn the most from a prototype that costs almost nothing.',
                'From Jugaad to Design: Frugal Prototyping with Communities',
              ),
            },
            {
              name: 'Theory of change template',
              type: 'document',
              minutes: 20,
              content: html(
                '<p>A template for linking your solution to the change you want to see and deciding how to measure it. It works backwards from long-term impact to outcomes, outputs, activities and inputs, and asks you to name the assumptions connecting each step.</p>',
                '<ul>',
                '<li>Impact: the lasting change, such as fewer girls dropping out of school in a block</li>',
                '<li>Outcomes: changes in behaviour or conditions you can observe within a year</li>',
                '<li>Outputs: what your activities directly produce, such as sessions held or kits distributed</li>',
                '<li>Indicators: one or two measurable indicators for each outcome, with a baseline</li>',
                '</ul>',
                '<p>It also includes a section on how the community will give feedback, and prompts to connect your work to the relevant Sustainable Development Goals.</p>',
              ),
            },
          ],
        },
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Program 4: IP and Compliance Essentials (draft)
// ---------------------------------------------------------------------------------------------

const ipCompliance: ProgramSeed = {
  name: 'IP and Compliance Essentials for Startups',
  description:
    'A short primer on the registrations and protections most Indian startups meet in their first year: DPIIT recognition, trademarks, patents and GST. General information to help you ask the right questions, not legal advice.',
  category: 'Legal & Compliance',
  status: 'draft',
  language: 'en',
  schedule: { startWeek: 6, days: 25 },
  courses: [
    {
      name: 'Protecting and Registering Your Startup',
      description:
        'Understand what DPIIT recognition offers, when you must register for GST, and how trademarks and patents protect what you build.',
      modules: [
        {
          name: 'First Filings and Protections',
          description:
            'Two short lessons on the first registrations for a new venture. Rules, fees and thresholds change, so confirm current requirements on the official portals or with a qualified professional before filing.',
          units: [
            {
              name: 'DPIIT recognition and GST registration',
              type: 'lesson',
              minutes: 20,
              content: html(
                '<h3>DPIIT recognition under Startup India</h3>',
                '<p>The Department for Promotion of Industry and Internal Trade (DPIIT) recognises eligible entities as startups. Broadly, the entity must be a private limited company, registered partnership firm or LLP, be no more than ten years from incorporation, have a turnover that has not exceeded ₹100 crore in any financial year, and be working on innovation or a scalable business model. It must not be formed by splitting up or reconstructing an existing business. You apply online through the Startup India portal.</p>',
                '<p>Recognition can unlock self-certification under certain labour and environmental laws, concessions on patent and trademark fees, access to government schemes and relaxed norms in some public procurement. Some tax benefits need a separate approval.</p>',
                '<h3>GST registration</h3>',
                '<p>Registration becomes mandatory once aggregate turnover crosses the threshold for your state and type of supply (₹20 lakh for most service providers, for example), and is required regardless of turnover in some cases, such as inter-state supply of goods. You apply on the GST portal with your PAN, Aadhaar authentication and business details. Once registered, returns are due regularly, even for periods with no sales.</p>',
              ),
            },
            {
              name: 'Trademarks and patents: the basics',
              type: 'lesson',
              minutes: 20,
              content: html(
                '<h3>Trademarks protect your brand</h3>',
                '<p>A trademark protects your name, logo or tagline. Applications are filed with the Trade Marks Registry, part of the Office of the Controller General of Patents, Designs and Trade Marks, in one or more of 45 classes of goods and services. Search the register for similar marks before settling on a name. You may use ™ once you have applied, but ® only after registration. A registration lasts ten years and can be renewed indefinitely, and startups and small enterprises pay lower official fees.</p>',
                '<h3>Patents protect inventions</h3>',
                '<p>A patent protects an invention that is new, involves an inventive step and is capable of industrial application, for up to 20 years. Indian law excludes computer programs per se, business methods and mathematical methods, so software startups should take advice on what, if anything, can be claimed.</p>',
                '<ul>',
                '<li>Do not disclose an invention publicly (at a pitch, in a paper or online) before filing.</li>',
                '<li>A provisional application secures a priority date; the complete specification must follow within twelve months.</li>',
                '<li>Eligible startups can request expedited examination.</li>',
                '</ul>',
                '<p>Use a registered patent agent or trademark attorney for filings, and make sure IP created by founders, employees and freelancers is assigned to the company in writing.</p>',
              ),
            },
          ],
        },
      ],
    },
  ],
};

/** In insertion order: the ids are 1 to 5 on a fresh database, and program 2 is the cohort. */
export const DEMO_PROGRAMS: ProgramSeed[] = [ideaToImpact, pitchAlchemy, designThinking, ipCompliance, firstStepHindi];

// ---------------------------------------------------------------------------------------------
// Sample statistics (SPEC §3): phase modules, stats (some with a parent stat) and their scores
// ---------------------------------------------------------------------------------------------

const PERIODS = ['2024-Q1', '2024-Q2', '2024-Q3', '2024-Q4', '2025-Q1', '2025-Q2', '2025-Q3', '2025-Q4'];

const STAT_PHASES: { name: string; phase: number }[] = [
  { name: 'Ideation', phase: 1 },
  { name: 'Validation', phase: 2 },
  { name: 'Growth', phase: 3 },
];

interface StatSeed {
  name: string;
  /** the STAT_PHASES name */
  phase: string;
  category: string;
  /** the name of an earlier stat in STATS */
  parent?: string;
  unit: 'count' | 'INR crore' | 'percent';
  /** one value per PERIODS entry */
  values: number[];
}

/** Parents come before their children. */
const STATS: StatSeed[] = [
  {
    name: 'Ideas submitted',
    phase: 'Ideation',
    category: 'pipeline',
    unit: 'count',
    values: [420, 515, 610, 680, 745, 830, 910, 1040],
  },
  {
    name: 'Founders trained',
    phase: 'Ideation',
    category: 'ecosystem',
    unit: 'count',
    values: [180, 220, 265, 300, 340, 395, 450, 520],
  },
  {
    name: 'Startups incubated',
    phase: 'Validation',
    category: 'ecosystem',
    unit: 'count',
    values: [24, 28, 31, 35, 38, 42, 47, 52],
  },
  {
    name: 'Women-led startups',
    phase: 'Validation',
    category: 'inclusion',
    parent: 'Startups incubated',
    unit: 'count',
    values: [7, 9, 10, 12, 14, 16, 18, 21],
  },
  {
    name: 'Startups from Tier 2 and Tier 3 cities',
    phase: 'Validation',
    category: 'inclusion',
    parent: 'Startups incubated',
    unit: 'count',
    values: [10, 12, 14, 17, 19, 22, 25, 29],
  },
  {
    name: 'Funding raised',
    phase: 'Growth',
    category: 'funding',
    unit: 'INR crore',
    values: [4.2, 5.8, 6.5, 9.1, 7.4, 10.6, 12.3, 15.8],
  },
  {
    name: 'Grant funding disbursed',
    phase: 'Growth',
    category: 'funding',
    parent: 'Funding raised',
    unit: 'INR crore',
    values: [1.1, 1.4, 1.2, 1.9, 1.6, 2.2, 2.5, 2.8],
  },
  {
    name: 'Jobs created',
    phase: 'Growth',
    category: 'ecosystem',
    unit: 'count',
    values: [140, 185, 230, 290, 335, 410, 480, 560],
  },
  {
    name: 'Revenue-generating startups',
    phase: 'Growth',
    category: 'growth',
    unit: 'percent',
    values: [38, 41, 44, 47, 51, 54, 58, 61],
  },
];

// ---------------------------------------------------------------------------------------------
// Insertion
// ---------------------------------------------------------------------------------------------

/** The single row an insert returned. */
function one<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (!row) throw new Error(`Demo seed: could not insert ${what}`);
  return row;
}

/**
 * Seeds the demo programs and sample statistics. The caller runs it once, on an empty programs
 * table. Program dates are worked out from `seedDay` (the platform's today by default).
 */
export async function seedDemo(db: Db, seedDay = isoDateIn(new Date(), DEFAULT_DATE_TIME_ZONE)): Promise<void> {
  // one row at a time, so each child gets its parent's returned id and programs keep their order
  for (const p of DEMO_PROGRAMS) {
    const program = one(
      await db
        .insert(programs)
        .values({
          program_name: p.name,
          program_description: p.description,
          program_category: p.category,
          ...demoDates(p.schedule, seedDay),
          status: p.status,
          language: p.language,
        })
        .returning({ id: programs.program_id }),
      `program ${p.name}`,
    );
    for (const [ci, c] of p.courses.entries()) {
      const course = one(
        await db
          .insert(courses)
          .values({
            program_id: program.id,
            course_name: c.name,
            course_description: c.description,
            sort_order: ci + 1,
          })
          .returning({ id: courses.course_id }),
        `course ${c.name}`,
      );
      for (const [mi, m] of c.modules.entries()) {
        const mod = one(
          await db
            .insert(modules)
            .values({
              course_id: course.id,
              module_name: m.name,
              module_description: m.description,
              sort_order: mi + 1,
            })
            .returning({ id: modules.module_id }),
          `module ${m.name}`,
        );
        const inserted = await db
          .insert(units)
          .values(
            m.units.map((u, ui) => ({
              module_id: mod.id,
              unit_name: u.name,
              unit_type: u.type,
              content: u.content,
              resource_url: u.url ?? null,
              passing_score: u.passingScore ?? null,
              duration_minutes: u.minutes,
              sort_order: ui + 1,
            })),
          )
          .returning({ id: units.unit_id, sort_order: units.sort_order });
        // a quiz's questions, matched to its unit by position (sort_order is the unit's index + 1)
        const questionRows = m.units.flatMap((u, ui) => {
          const unitId = inserted.find((r) => r.sort_order === ui + 1)?.id;
          if (unitId === undefined) throw new Error(`Demo seed: could not insert unit ${u.name}`);
          return (u.questions ?? []).map((q, qi) => ({
            unit_id: unitId,
            prompt: q.prompt,
            options: q.options,
            correct_options: [q.answer],
            explanation: q.explanation,
            sort_order: qi + 1,
          }));
        });
        if (questionRows.length) await db.insert(quizQuestions).values(questionRows);
      }
    }
  }

  const phaseIds = new Map<string, number>();
  for (const ph of STAT_PHASES) {
    const row = one(
      await db
        .insert(statModules)
        .values({ module_name: ph.name, phase_id: ph.phase })
        .returning({ id: statModules.module_id }),
      `stat module ${ph.name}`,
    );
    phaseIds.set(ph.name, row.id);
  }

  const statIds = new Map<string, number>();
  const scoreRows: (typeof scores.$inferInsert)[] = [];
  for (const s of STATS) {
    if (s.values.length !== PERIODS.length) throw new Error(`Demo seed: ${s.name} needs one value per period`);
    const parentId = s.parent === undefined ? null : statIds.get(s.parent);
    if (parentId === undefined) throw new Error(`Demo seed: parent stat ${s.parent} must come before ${s.name}`);
    const row = one(
      await db
        .insert(stats)
        .values({
          stat_name: s.name,
          module_id: phaseIds.get(s.phase) ?? null,
          parent_stat_id: parentId,
          category: s.category,
        })
        .returning({ id: stats.stat_id }),
      `stat ${s.name}`,
    );
    statIds.set(s.name, row.id);
    scoreRows.push(
      ...PERIODS.map((time_period, i) => ({
        stat_id: row.id,
        time_period,
        score_value: s.values[i]!,
        score_unit: s.unit,
      })),
    );
  }
  await db.insert(scores).values(scoreRows);
}
