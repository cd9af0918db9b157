/** The organiser's screen's section cards and their legends. */
export const SECTION = 'flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6';
export const LEGEND = 'px-1 text-lg font-semibold text-stone-900';
/** A small icon-only button (move, remove). */
export const ICON_BTN = 'btn-ghost p-1.5 disabled:opacity-40';
