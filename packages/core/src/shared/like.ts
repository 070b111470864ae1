/** `text` for a LIKE pattern: its own %, _ and \ match themselves, not anything. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
