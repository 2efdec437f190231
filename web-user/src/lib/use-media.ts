import useMediaQuery from '@mui/material/useMediaQuery';
import { BREAKPOINTS } from '@/config/app';

export const useIsWide = () => useMediaQuery(`(min-width:${BREAKPOINTS.wide}px)`, { noSsr: true });
export const useHasPermanentSideNav = () => useMediaQuery(`(min-width:${BREAKPOINTS.sideNav}px)`, { noSsr: true });
export const useIsMobile = () => useMediaQuery(`(max-width:${BREAKPOINTS.mobile - 1}px)`, { noSsr: true });
