/** `%text%` with LIKE wildcards escaped, so a search for "50%" means the characters, not a pattern. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
}
