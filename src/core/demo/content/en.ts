import { type DemoContent, type NamePairs, digits, pairName } from './types';

const WOMEN: NamePairs = [['Emma', 'emma'], ['Olivia', 'olivia'], ['Sophie', 'sophie'], ['Grace', 'grace'], ['Hannah', 'hannah'], ['Chloe', 'chloe'], ['Amelia', 'amelia'], ['Rachel', 'rachel'], ['Priya', 'priya'], ['Zoe', 'zoe'], ['Katherine', 'katherine'], ['Laura', 'laura']];
const MEN: NamePairs = [['James', 'james'], ['Daniel', 'daniel'], ['Thomas', 'thomas'], ['Oliver', 'oliver'], ['William', 'william'], ['Samuel', 'samuel'], ['Michael', 'michael'], ['Ethan', 'ethan'], ['Ravi', 'ravi'], ['Lucas', 'lucas'], ['Benjamin', 'benjamin'], ['Jonathan', 'jonathan']];
const FAMILY: NamePairs = [['Walsh', 'walsh'], ['Okafor', 'okafor'], ['Bennett', 'bennett'], ['Clarke', 'clarke'], ['Hughes', 'hughes'], ['Patel', 'patel'], ['Murray', 'murray'], ['Fraser', 'fraser'], ['Reid', 'reid'], ['Campbell', 'campbell'], ['Turner', 'turner'], ['Nguyen', 'nguyen'], ['Brooks', 'brooks'], ['Sullivan', 'sullivan']];
const SHORT: Record<string, string> = { Katherine: 'Kate', Benjamin: 'Ben', Jonathan: 'Jon', Samuel: 'Sam', Michael: 'Mike', William: 'Will' };

export const en: DemoContent = {
  person(random) {
    const person = pairName(random, random.chance(0.5) ? WOMEN : MEN, FAMILY);
    const first = person.fullName.split(' ')[0]!;
    return { ...person, preferredName: SHORT[first] && random.chance(0.6) ? SHORT[first] : null };
  },
  zones: ['Europe/London', 'Europe/London', 'America/New_York', 'Australia/Sydney', 'Europe/Dublin'],
  phone: (random) => digits(random, '+44 7### ######'),
  currency: 'GBP',
  prices: [60000, 90000, 120000],
  tags: ['leadership', 'career change', 'executive', 'wellbeing', 'confidence', 'new manager', 'work–life balance', 'founder'],
  referrals: ['Recommended by a former client', 'LinkedIn', 'Company coaching programme', 'Met at a workshop', 'Website'],
  backgrounds: [
    'Head of operations at a logistics firm; two teenage children; wants to step up to director within a year.',
    'Left a law firm after eight years and is weighing a move into product management.',
    'Runs a small design studio with four staff; growing fast and feeling stretched.',
    'Newly promoted team lead in a software company; first time managing former peers.',
    'Secondary school teacher considering a career in educational publishing.',
    'Returned to work after parental leave; rebuilding confidence and routines.',
  ],
  cancellationTerms: 'Sessions cancelled less than 24 hours ahead are charged in full.',
  locations: ['Studio, 14 Market Street', 'Client’s office', 'Café at the Botanic Gardens'],
  topics: ['Goals and priorities for the quarter', 'Managing time and energy', 'A difficult conversation with a colleague', 'Feedback and delegation', 'Reviewing progress', 'Balancing work and family life', 'Preparing for the interview', 'Values and decisions'],
  goals: [
    { title: 'Confidence when presenting in meetings (1–10)', why: 'Presenting well is part of the next role and it drains me every time.', area: 'career', metric: { name: 'Confidence', unit: 'points', baseline: 4, target: 8 }, milestones: ['Presented the quarterly figures to the leadership team', 'Asked two colleagues for feedback after a talk', 'Spoke without notes for ten minutes'] },
    { title: 'Daily walk of 8,000 steps', why: 'More energy in the afternoons and better sleep.', area: 'health', metric: { name: 'Steps a day', unit: 'steps', baseline: 3500, target: 8000 }, milestones: ['Walked to work three days a week', 'Kept a step diary for four weeks', 'Joined the Saturday walking group'] },
    { title: 'Save for a house deposit', why: 'A home of our own before our daughter starts school.', area: 'finances', metric: { name: 'Savings', unit: 'GBP', baseline: 2000, target: 15000 }, milestones: ['Set up a standing order on payday', 'Cancelled three unused subscriptions', 'Reached the first £5,000'] },
    { title: 'Leave work by 6 pm four days a week', why: 'Dinner with the family and time to read again.', area: 'family', metric: { name: 'Early evenings a week', unit: 'days', baseline: 1, target: 4 }, milestones: ['Blocked the last hour of the day for wrap-up', 'Agreed meeting-free Friday afternoons with the team', 'Handed the weekly report to a deputy'] },
    { title: 'Ready for the team lead role (%)', why: 'The role opens in spring and I want to be the obvious choice.', area: 'career', metric: { name: 'Readiness', unit: '%', baseline: 20, target: 100 }, milestones: ['Finished the “Leading people” course', 'Ran the weekly stand-up for a month', 'Had the development conversation with my manager'] },
    { title: 'Fewer hours on email', why: 'Email eats the mornings I need for deep work.', area: 'growth', metric: { name: 'Hours on email a day', unit: 'h', baseline: 3, target: 1 }, milestones: ['Turned off notifications', 'Two fixed email slots a day', 'Set up filters for newsletters'] },
    { title: 'Start writing again', why: 'Writing used to be how I made sense of things.', area: 'fun', metric: null, milestones: ['Wrote for twenty minutes on three mornings', 'Finished the first short story', 'Joined a writing circle'] },
  ],
  actions: {
    client: ['Draft the agenda for the team offsite', 'Ask Sarah for feedback on the pitch', 'Write down three options for the new role', 'Book the health check', 'List what drains energy during the week', 'Prepare the opening two minutes of the presentation', 'Talk to HR about flexible hours', 'Update the CV and LinkedIn profile', 'Block two hours of focus time each morning', 'Send the coach a short reflection after the interview'],
    coach: ['Send the article on managing energy', 'Share the values card-sort exercise', 'Email the session summary before Friday', 'Find a reading on giving difficult feedback', 'Prepare a 360-degree feedback form', 'Send the wheel of life worksheet'],
  },
  journalTitles: ['After the board meeting', 'A good week', 'What I noticed about my energy', 'Thoughts before the interview', 'Small wins'],
  noteLines: {
    goal: ['Wants to leave today with a clear plan for the next month.', 'Came in wanting to decide about the job offer.', 'Aim for the session: feel ready for Thursday’s presentation.'],
    reality: ['Work has been intense; sleeping about six hours.', 'The conversation with the manager went better than expected.', 'Notices that saying no is still hard, especially with senior colleagues.'],
    options: ['Ask for a trial period in the new team.', 'Delegate the weekly report.', 'Talk to two people who made the same move.'],
    will: ['Will send the email to the manager by Friday.', 'Commits to three early evenings this week.', 'Will practise the opening with a friend on Sunday.'],
    progress: ['Confidence up from 5 to 7 since we started.', 'Kept the new routine for three weeks out of four.', 'The first milestone is done; the second is under way.'],
  },
  checkInComments: ['Better week, slept well.', 'Busy week, still kept the routine.', 'A setback, but noticed it early.', 'Best week so far.'],
  assessmentNotes: ['First Wheel at the start of coaching.', 'Mid-point review: work is calmer, health improving.', 'End of the programme: clear gains in career and health.'],
  packageNotes: ['Paid by the employer', 'Paid in two instalments'],
};
