/**
 * Mawadda's colours, as the member site's design tokens name them
 * (web/member/src/styles/base.css), for the console's theme and charts.
 */
export const MAWADDA = {
  teal900: '#0a3f3c',
  teal700: '#0f5e59',
  teal500: '#1b8a7f',
  teal100: '#e3f2ef',
  gold500: '#f4c26b',
  gold100: '#fdf3df',
  rose600: '#b4233c',
  ink900: '#1d2523',
  ink700: '#3e4a47',
  ink500: '#5f6b68',
  ink200: '#d9dfdd',
  paper: '#fbfaf7',
} as const;

/** The site's mark (web/member/public/favicon.svg), served by the member site at the root. */
export const LOGO_URL = '/favicon.svg';
