/**
 * The Regent's welcome shown on the home page until a Regent writes their own in Site Content, in the Regent's own
 * voice; the signature comes from the members table.
 */
export const REGENT_MESSAGE = [
  'Welcome! I am so glad you found your way here. When I walked into my first Theta Tau event as a nervous first-year, I was looking for a study group and maybe a few friends in my major. What I found instead was a family of engineers who pushed me to grow as a professional, showed up for me when classes got hard, and reminded me why I chose engineering in the first place.',
  'Upsilon Epsilon is a co-ed professional engineering fraternity, which means we are students from every engineering discipline at Santa Clara University who have decided to build something together. Some of us are mechanical engineers wiring robots in the lab at midnight; some of us are computer scientists shipping our first apps; some of us are bioengineers, civil engineers and everything in between. What we share is a commitment to brotherhood, professional development and service.',
  'As a brother you will practise interviews with people who have already landed the internships you want, lead projects that teach engineering to local kids, and spend weekends hiking, cooking and laughing with people who will be your friends long after graduation. Our alumni open doors across Silicon Valley, and our actives open their notes, their calendars and their homes to each other.',
  'If any of that sounds like you, I would love to meet you. Winter Rush starts in Week 1 of the winter quarter with our Info Night, Meet the Actives and Innovation Night. Come to as many events as you can, ask us anything, and bring a friend. You do not need to know anyone or have any experience: you just need to be curious and ready to build.',
];
