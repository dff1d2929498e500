/**
 * The icon set: 24 by 24 path data drawn for this site. Icons render as
 * inline SVG in the current text colour, so there is no icon font and no
 * request.
 */
export const icons = {
  check: 'M4.5 12.5 9.5 17.5 19.5 6.5',
  'x-mark': 'M6 6l12 12M18 6 6 18',
  'external-link':
    'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  info: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20ZM12 11v6M12 7.5v.5',
  warning: 'M12 3 2 21h20L12 3ZM12 10v5M12 18v.5',
  terminal: 'M4 5h16v14H4zM7.5 9.5l3 2.5-3 2.5M12.5 15h4',
  cloud: 'M7 18h10.5a4.5 4.5 0 0 0 .6-8.96A6 6 0 0 0 6.5 10.1 4 4 0 0 0 7 18Z',
  book: 'M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5v-15ZM4 20.5A2.5 2.5 0 0 0 6.5 23H20v-5',
  puzzle:
    'M10 4a2 2 0 1 1 4 0v2h4v4h-2a2 2 0 1 0 0 4h2v4h-4v-2a2 2 0 1 0-4 0v2H6v-4H4a2 2 0 1 1 0-4h2V6h4V4Z',
  play: 'M8 5v14l11-7L8 5Z',
  search: 'M10.5 18a7.5 7.5 0 1 0 0-15 7.5 7.5 0 0 0 0 15ZM16 16l5 5',
} as const

export type IconName = keyof typeof icons
