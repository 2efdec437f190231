/** The signed-in area's frame: its measures, read by the shell and by the overlays it loads when opened. */
export const SIDE_NAV_WIDTH = 264;

/** The phone's bottom bar: its height, and how far its round centre button rises above it. */
export const BOTTOM_BAR_HEIGHT = 64;
export const BOTTOM_BAR_RISE = 24;
export const SAFE_BOTTOM = 'env(safe-area-inset-bottom, 0px)';
export const SAFE_TOP = 'env(safe-area-inset-top, 0px)';
/** What the bottom bar covers of a phone's screen. */
export const BOTTOM_CLEARANCE = `calc(${BOTTOM_BAR_HEIGHT + BOTTOM_BAR_RISE}px + ${SAFE_BOTTOM})`;
