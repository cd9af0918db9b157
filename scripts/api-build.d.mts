export const apiEntry: string;
export function apiIsStale(): boolean;
export function buildApi(options?: { force?: boolean; outdir?: string }): Promise<void>;
