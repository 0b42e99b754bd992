/** The three pillars shown on the home page. */
export const PILLARS = [
  {
    title: 'Brotherhood',
    text: 'Lifelong friendships across every engineering major, built through family events, bro dates, retreats and late nights in the design lab.',
  },
  {
    title: 'Professional Development',
    text: 'Resume reviews, mock interviews, industry speakers and an alumni network that reaches across Silicon Valley and beyond.',
  },
  {
    title: 'Service',
    text: 'Engineering outreach with local schools, service days in the Santa Clara community, and projects that put our skills to work for others.',
  },
];
