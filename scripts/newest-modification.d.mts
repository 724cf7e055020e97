/** The newest modification time (ms) of a file, or of a folder and everything in it; 0 when missing. */
export function newestModification(entry: string): number;
