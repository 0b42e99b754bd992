import { chapter, history } from '../../config/chapter';

/** The chapter history timeline on About Us. */
export const TIMELINE = [
  {
    year: '1904',
    title: 'Inception of National Theta Tau',
    text: `Theta Tau was founded as a society by four engineering students at the University of Minnesota on October 15, 1904. It has since grown into the oldest and largest professional engineering fraternity, with over ${history.nationalMembers} members initiated.`,
  },
  {
    year: String(history.colony),
    title: 'Upsilon Epsilon Chapter Formed as a Colony',
    text: `A group of engineering students at ${chapter.university} came together to bring Theta Tau to campus and were welcomed as a colony of the national fraternity.`,
  },
  {
    year: String(history.chartered),
    title: 'Upsilon Epsilon chapter Theta Tau Become a Chapter',
    text: 'After four years of building brotherhood, professional development and service, the colony received official recognition as the Upsilon Epsilon Chapter of Theta Tau.',
  },
];

export const NATIONAL_HISTORY = [
  'On October 15, 1904, Erich J. Schrader, Isaac B. Hanks, Elwin L. Vinal and William M. Lewis founded the Society of Hammer and Tongs at the University of Minnesota. Their aim was a fraternity for engineers that would develop its members professionally as well as socially, and within a few years it became Theta Tau.',
  'Today Theta Tau has chapters at universities across the United States. Its purpose is to develop and maintain a high standard of professional interest among its members and to unite them in a strong bond of fraternal fellowship.',
];
