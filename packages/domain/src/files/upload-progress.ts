/** Progress of an upload as the UI shows it. */
export interface UploadProgress {
  readonly percent: number;
  readonly isLoading: boolean;
}

/** Highest percentage shown for the min/max price download before it completes. */
export const DOWNLOAD_PROGRESS_CAP = 95;

/** Rounded loaded/total percentage, kept within 0–100; 0 while the total is unknown. */
export function progressPercent(loaded: number, total: number): number {
  if (!(total > 0) || !(loaded > 0)) return 0;
  return Math.min(100, Math.round((loaded / total) * 100));
}

/** Upload progress: the rounded percentage, still loading until it reaches 100. */
export function uploadProgress(loaded: number, total: number): UploadProgress {
  const percent = progressPercent(loaded, total);
  return { percent, isLoading: percent < 100 };
}

/** Download progress of the min/max price call: the rounded percentage, never above 95. */
export function downloadProgressPercent(loaded: number, total: number): number {
  return Math.min(DOWNLOAD_PROGRESS_CAP, progressPercent(loaded, total));
}
