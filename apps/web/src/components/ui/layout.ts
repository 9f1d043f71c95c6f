/** Height (px) of the member app's fixed bottom navigation, which floating bars sit above. */
export const BOTTOM_NAV_HEIGHT = 60;
