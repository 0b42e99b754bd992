/** What the family tree says, word for word, shared by the page and its tests. */
export const TREE_MESSAGES = {
  emptyQuery: 'Type a name to find a member.',
  noMatch: (query: string) =>
    `No member named “${query}” is on the tree. Check the spelling, or try the first or last name alone.`,
  showing: (name: string) => `Showing ${name}.`,
  showingYou: 'Showing you.',
  severalMatches: (count: number, query: string) => `${count} members match “${query}”. Choose one to show:`,
  tooManyMatches: (count: number, shown: number) => `${count - shown} more match: type more of the name.`,
  notOnTree: 'You are not on the family tree: ask the Webmaster to check your member record.',
  keyboardHint:
    'Drag or use the arrow keys to move; pinch, scroll or press + and − to zoom; 0 shows the whole tree. ' +
    'Select a name, or press Enter on it, to fold or unfold its branch. Alumni are dark, current members red.',
  loadFailed: 'The family tree could not be loaded. Reload the page to try again.',
} as const;
