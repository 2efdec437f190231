import useMediaQuery from '@mui/material/useMediaQuery';
import { BREAKPOINTS } from '@/config/app';

/** A phone: the signed-in area shows the bottom bar (the pages prerendered for donors are drawn for it). */
export const MOBILE_QUERY = `(max-width:${BREAKPOINTS.mobile - 1}px)`;

export const useIsWide = () => useMediaQuery(`(min-width:${BREAKPOINTS.wide}px)`, { noSsr: true });
export const useHasPermanentSideNav = () => useMediaQuery(`(min-width:${BREAKPOINTS.sideNav}px)`, { noSsr: true });
export const useIsMobile = () => useMediaQuery(MOBILE_QUERY, { noSsr: true });
