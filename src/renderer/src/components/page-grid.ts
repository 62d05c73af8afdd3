/**
 * A page's columns stand side by side by the page's own width, not the window's (a Mantine Grid
 * of type "container"): the navigation takes 260 px of the window, so at 1,000 px a client's
 * details had a 280 px column, their labels on three lines. `md` is where two columns have room.
 */
export const PAGE_GRID = { type: 'container', breakpoints: { xs: '30em', sm: '40em', md: '55em', lg: '70em', xl: '80em' } } as const;
