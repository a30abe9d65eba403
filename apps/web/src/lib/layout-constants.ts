/** Business constants of the layout (spec §9). */
export const MOBILE_MAX_WIDTH = 991;
export const MEGA_MENU_MAX_WIDTH = 1199;
export const RESIZE_DEBOUNCE_MS = 1000;
export const BACK_TO_TOP_AFTER_PX = 400;
export const FIXED_HEADER_AFTER_PX = 74;
export const FOOTER_YEAR = 2024;

export const isMobileWidth = (width: number) => width <= MOBILE_MAX_WIDTH;
export const isMegaMenuCollapsed = (width: number) => width <= MEGA_MENU_MAX_WIDTH;
export const showsBackToTop = (scrollY: number) => scrollY > BACK_TO_TOP_AFTER_PX;
export const hasFixedHeader = (scrollY: number) => scrollY > FIXED_HEADER_AFTER_PX;
